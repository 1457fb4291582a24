/** The SQL of bots: settings, keys, and a bot found by the key a visitor brings. */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { BotSettings } from '@miaoyu/contracts/bot';
import type { Executor } from '../../db/client';
import { botKeys, botSettings, chatSessions, helpers, organisations } from '../../db/schema';

export type BotKeyRow = typeof botKeys.$inferSelect;
export type NewBotKey = Omit<typeof botKeys.$inferInsert, 'id' | 'orgId' | 'helperId'>;

export async function findBotSettings(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
): Promise<BotSettings | null> {
  const [row] = await db
    .select({ settings: botSettings.settings })
    .from(botSettings)
    .where(and(eq(botSettings.helperId, helperId), eq(botSettings.orgId, orgId)))
    .limit(1);
  return row?.settings ?? null;
}

export async function saveBotSettings(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  settings: BotSettings,
): Promise<void> {
  await db
    .insert(botSettings)
    .values({ orgId, helperId, settings })
    .onConflictDoUpdate({
      target: botSettings.helperId,
      set: { settings, updatedAt: new Date() },
    });
}

export type BotKeyView = BotKeyRow & { conversations: number };

// A join rather than a correlated subquery: in a one-table select, drizzle drops the table names
// of columns inside `sql` fields, and `bot_key_id = id` would then compare the session's own id.
export async function listBotKeys(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
): Promise<BotKeyView[]> {
  const rows = await db
    .select({ key: botKeys, conversations: count(chatSessions.id) })
    .from(botKeys)
    .leftJoin(chatSessions, eq(chatSessions.botKeyId, botKeys.id))
    .where(and(eq(botKeys.orgId, orgId), eq(botKeys.helperId, helperId)))
    .groupBy(botKeys.id)
    .orderBy(asc(botKeys.createdAt), asc(botKeys.id));
  return rows.map((r) => ({ ...r.key, conversations: r.conversations }));
}

export async function countLiveBotKeys(db: Executor, orgId: bigint, helperId: bigint) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(botKeys)
    .where(
      and(eq(botKeys.orgId, orgId), eq(botKeys.helperId, helperId), isNull(botKeys.revokedAt)),
    );
  return row?.n ?? 0;
}

export async function insertBotKey(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  values: NewBotKey,
): Promise<BotKeyView> {
  const [row] = await db
    .insert(botKeys)
    .values({ ...values, orgId, helperId })
    .returning();
  return { ...row!, conversations: 0 };
}

/** Changes a key that is not revoked; none when there is no such key. */
export async function updateBotKey(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
  changes: Partial<NewBotKey>,
): Promise<BotKeyView | null> {
  const [row] = await db
    .update(botKeys)
    .set(changes)
    .where(
      and(
        eq(botKeys.id, keyId),
        eq(botKeys.orgId, orgId),
        eq(botKeys.helperId, helperId),
        isNull(botKeys.revokedAt),
      ),
    )
    .returning();
  if (!row) return null;
  return {
    ...row,
    conversations: await db.$count(chatSessions, eq(chatSessions.botKeyId, row.id)),
  };
}

/** The bot behind a key, with its team: everything a visitor's request needs, in one query. */
export async function findBotByKey(db: Executor, key: string) {
  const [row] = await db
    .select({
      key: botKeys,
      helper: helpers,
      settings: botSettings.settings,
      team: { name: organisations.name, code: organisations.code, logo: organisations.logo },
    })
    .from(botKeys)
    .innerJoin(helpers, eq(helpers.id, botKeys.helperId))
    .innerJoin(organisations, eq(organisations.id, botKeys.orgId))
    .leftJoin(botSettings, eq(botSettings.helperId, botKeys.helperId))
    .where(eq(botKeys.key, key))
    .limit(1);
  return row ?? null;
}
export type BotByKey = NonNullable<Awaited<ReturnType<typeof findBotByKey>>>;

/** Records that a key was used, at most once a minute per key (a write per question is waste). */
export async function touchBotKey(db: Executor, keyId: bigint): Promise<void> {
  await db
    .update(botKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(botKeys.id, keyId),
        sql`(${botKeys.lastUsedAt} is null or ${botKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
