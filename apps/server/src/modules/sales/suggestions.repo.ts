/** The SQL of suggested replies: every query names the org and the chat it touches. */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { saleChats, saleSuggestions } from '../../db/schema';

export type SaleSuggestionRow = typeof saleSuggestions.$inferSelect;

export async function chatSuggestions(db: Executor, orgId: bigint, chatId: bigint, limit: number) {
  return db
    .select()
    .from(saleSuggestions)
    .where(and(eq(saleSuggestions.orgId, orgId), eq(saleSuggestions.saleChatId, chatId)))
    .orderBy(desc(saleSuggestions.createdAt), desc(saleSuggestions.id))
    .limit(limit);
}

export async function insertSuggestion(
  db: Executor,
  orgId: bigint,
  values: Omit<typeof saleSuggestions.$inferInsert, 'id' | 'orgId'>,
) {
  const [row] = await db
    .insert(saleSuggestions)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

export async function findSuggestion(db: Executor, orgId: bigint, chatId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(saleSuggestions)
    .where(
      and(
        eq(saleSuggestions.orgId, orgId),
        eq(saleSuggestions.saleChatId, chatId),
        eq(saleSuggestions.id, id),
      ),
    );
  return row ?? null;
}

export async function recordSent(
  db: Executor,
  orgId: bigint,
  id: bigint,
  sent: { index: number | null; text: string },
) {
  const [row] = await db
    .update(saleSuggestions)
    .set({ sentIndex: sent.index, sentText: sent.text, sentAt: new Date(), updatedAt: new Date() })
    .where(and(eq(saleSuggestions.orgId, orgId), eq(saleSuggestions.id, id)))
    .returning();
  return row!;
}

/** Replies the salesperson sent to this customer before, in any of their chats, newest first. */
export async function sentToCustomer(
  db: Executor,
  orgId: bigint,
  customerKey: string,
  ownerId: bigint,
  limit: number,
) {
  const rows = await db
    .select({ text: saleSuggestions.sentText })
    .from(saleSuggestions)
    .innerJoin(saleChats, eq(saleChats.id, saleSuggestions.saleChatId))
    .where(
      and(
        eq(saleSuggestions.orgId, orgId),
        eq(saleChats.customerKey, customerKey),
        isNotNull(saleSuggestions.sentAt),
        eq(saleChats.ownerId, ownerId),
      ),
    )
    .orderBy(desc(saleSuggestions.sentAt))
    .limit(limit);
  return rows.map((r) => r.text!);
}
