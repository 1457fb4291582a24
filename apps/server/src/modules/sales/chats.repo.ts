/** The SQL of sale chats: every query names the org whose chats it touches. */
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SaleChannel, SaleStage } from '@miaoyu/contracts/sales';
import type { Executor } from '../../db/client';
import { outer } from '../../db/outer';
import { helpers, saleChats, salePics, saleSuggestions, users } from '../../db/schema';
import { containing } from '../../db/like';

export type SaleChatRow = typeof saleChats.$inferSelect;
export type NewSaleChat = Omit<typeof saleChats.$inferInsert, 'id' | 'orgId'>;

const summaryColumns = {
  chat: saleChats,
  helperName: sql<string>`coalesce(${helpers.name}, '')`,
  helperCode: sql<string>`coalesce(${helpers.code}, '')`,
  ownerName: users.nickname,
  picCount: sql<number>`(select count(*)::int from ${salePics} where ${salePics.saleChatId} = ${outer(saleChats.id)})`,
  lastSent: sql<string | null>`(select ${saleSuggestions.sentText} from ${saleSuggestions}
    where ${saleSuggestions.saleChatId} = ${outer(saleChats.id)} and ${saleSuggestions.sentAt} is not null
    order by ${saleSuggestions.sentAt} desc limit 1)`,
};
export type SaleChatSummaryRow = {
  chat: SaleChatRow;
  helperName: string;
  helperCode: string;
  ownerName: string;
  picCount: number;
  lastSent: string | null;
};

function summaries(db: Executor) {
  return db
    .select(summaryColumns)
    .from(saleChats)
    .innerJoin(users, eq(users.id, saleChats.ownerId))
    .leftJoin(helpers, eq(helpers.id, saleChats.helperId));
}

export interface SaleChatFilter {
  /** Only this person's chats. */
  ownerId?: bigint;
  /** Besides the owner's own, those shared with the team (`null`: everything, for managers). */
  visibleTo?: bigint | null;
  channel?: SaleChannel;
  stage?: SaleStage;
  helperId?: bigint;
  keyword?: string;
}

export async function listOrgSaleChats(
  db: Executor,
  orgId: bigint,
  filter: SaleChatFilter,
  page: { offset: number; limit: number },
) {
  const where: SQL[] = [eq(saleChats.orgId, orgId)];
  if (filter.ownerId !== undefined) where.push(eq(saleChats.ownerId, filter.ownerId));
  if (filter.visibleTo)
    where.push(or(eq(saleChats.ownerId, filter.visibleTo), eq(saleChats.visibility, 'team'))!);
  if (filter.channel) where.push(eq(saleChats.channel, filter.channel));
  if (filter.stage) where.push(eq(saleChats.stage, filter.stage));
  if (filter.helperId !== undefined) where.push(eq(saleChats.helperId, filter.helperId));
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    where.push(or(ilike(saleChats.customerName, pattern), ilike(saleChats.notes, pattern))!);
  }
  const [list, [counted]] = await Promise.all([
    summaries(db)
      .where(and(...where))
      .orderBy(desc(saleChats.updatedAt), desc(saleChats.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(saleChats)
      .where(and(...where)),
  ]);
  return { list, total: counted?.total ?? 0 };
}

export async function findOrgSaleChat(db: Executor, orgId: bigint, id: bigint, lock = false) {
  const query = summaries(db).where(and(eq(saleChats.orgId, orgId), eq(saleChats.id, id)));
  const [row] = await (lock ? query.for('update', { of: saleChats }) : query);
  return row ?? null;
}

export async function insertOrgSaleChat(db: Executor, orgId: bigint, values: NewSaleChat) {
  const [row] = await db
    .insert(saleChats)
    .values({ ...values, orgId })
    .returning({ id: saleChats.id });
  return row!.id;
}

export async function updateOrgSaleChat(
  db: Executor,
  orgId: bigint,
  id: bigint,
  values: Partial<NewSaleChat>,
) {
  await db
    .update(saleChats)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(saleChats.orgId, orgId), eq(saleChats.id, id)));
}

/** Marks the chat changed (a picture added, moved or deleted), for the list's order. */
export const touchSaleChat = (db: Executor, orgId: bigint, id: bigint) =>
  updateOrgSaleChat(db, orgId, id, {});

export async function deleteOrgSaleChat(db: Executor, orgId: bigint, id: bigint) {
  await db.delete(saleChats).where(and(eq(saleChats.orgId, orgId), eq(saleChats.id, id)));
}

/**
 * The same salesperson's other chats with this customer, newest first: their dialogue, for the
 * next suggestions. Another member's chats are left out, so nobody can slip words into a
 * colleague's suggestions by naming a chat after their customer.
 */
export async function customerHistory(
  db: Executor,
  orgId: bigint,
  customerKey: string,
  exceptId: bigint,
  ownerId: bigint,
  limit: number,
) {
  return db
    .select({ id: saleChats.id, turns: saleChats.turns, updatedAt: saleChats.updatedAt })
    .from(saleChats)
    .where(
      and(
        eq(saleChats.orgId, orgId),
        eq(saleChats.customerKey, customerKey),
        eq(saleChats.ownerId, ownerId),
        sql`${saleChats.id} <> ${exceptId}`,
      ),
    )
    .orderBy(desc(saleChats.updatedAt))
    .limit(limit);
}

/**
 * Writes a reading's progress only while the chat is still in that reading (`token`: when it was
 * asked for): a reading given up as stale, or replaced by a newer one, writes nothing more.
 */
export async function updateReading(
  db: Executor,
  orgId: bigint,
  chatId: bigint,
  token: Date,
  values: Partial<NewSaleChat>,
): Promise<boolean> {
  const rows = await db
    .update(saleChats)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(saleChats.orgId, orgId),
        eq(saleChats.id, chatId),
        eq(saleChats.readingStartedAt, token),
        inArray(saleChats.readingState, ['queued', 'reading']),
      ),
    )
    .returning({ id: saleChats.id });
  return rows.length > 0;
}

/**
 * Readings with no progress for a long time (their job failed on every try, or waited in a queue
 * no instance reads) end as failed, so no chat shows "reading" forever.
 */
export async function failStaleReadings(db: Executor, olderThan: Date) {
  const rows = await db
    .update(saleChats)
    .set({
      readingState: 'failed',
      readingError: 'SALE_READER_UNAVAILABLE',
      readingFinishedAt: new Date(),
    })
    .where(
      and(
        inArray(saleChats.readingState, ['queued', 'reading']),
        lt(saleChats.updatedAt, olderThan),
      ),
    )
    .returning({ id: saleChats.id });
  return rows.length;
}
