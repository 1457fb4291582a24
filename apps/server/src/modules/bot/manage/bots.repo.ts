/** The SQL of bots: settings, keys, and a bot found by the key a visitor brings. */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BOT_KEY_BODY_LENGTH, BOT_KEY_PREFIX, type BotSettings } from '@miaoyu/contracts/bot';
import { codeCandidates } from '@miaoyu/contracts/codes';
import type { Executor } from '../../../db/client';
import {
  botKeys,
  botSettings,
  chatSessions,
  helpers,
  organisations,
  users,
} from '../../../db/schema';
import { holderName } from '../../helpers';

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

export type BotKeyView = BotKeyRow & { conversations: number; holderName: string };

// A join rather than a correlated subquery: in a one-table select, drizzle drops the table names
// of columns inside `sql` fields, and `bot_key_id = id` would then compare the session's own id.
export async function listBotKeys(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
): Promise<BotKeyView[]> {
  const rows = await db
    .select({ key: botKeys, conversations: count(chatSessions.id), holderName })
    .from(botKeys)
    .leftJoin(chatSessions, eq(chatSessions.botKeyId, botKeys.id))
    .leftJoin(users, eq(users.id, botKeys.createdBy))
    .where(and(eq(botKeys.orgId, orgId), eq(botKeys.helperId, helperId)))
    .groupBy(botKeys.id, users.id)
    .orderBy(asc(botKeys.createdAt), asc(botKeys.id));
  return rows.map((r) => ({ ...r.key, conversations: r.conversations, holderName: r.holderName }));
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
): Promise<BotKeyRow> {
  const [row] = await db
    .insert(botKeys)
    .values({ ...values, orgId, helperId })
    .returning();
  return row!;
}

/** Changes a key that is not revoked; none when there is no such key. */
export async function updateBotKey(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
  changes: Partial<NewBotKey>,
): Promise<BotKeyRow | null> {
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
  return row ?? null;
}

/** One key of the bot as listed, or null. */
export async function findBotKeyView(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
): Promise<BotKeyView | null> {
  const [row] = await db
    .select({ key: botKeys, holderName })
    .from(botKeys)
    .leftJoin(users, eq(users.id, botKeys.createdBy))
    .where(and(eq(botKeys.id, keyId), eq(botKeys.orgId, orgId), eq(botKeys.helperId, helperId)))
    .limit(1);
  if (!row) return null;
  const conversations = await db.$count(chatSessions, eq(chatSessions.botKeyId, keyId));
  return { ...row.key, holderName: row.holderName, conversations };
}

/**
 * The bot behind a key, with its team: everything a visitor's request needs, in one query. A
 * readable key is found whatever its case; an older key only as spelt.
 */
export async function findBotByKey(db: Executor, key: string) {
  const candidates = codeCandidates(key, BOT_KEY_BODY_LENGTH, BOT_KEY_PREFIX);
  const rows = await db
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
    .where(inArray(botKeys.key, candidates))
    .limit(2);
  return rows.find((row) => row.key.key === key) ?? rows[0] ?? null;
}
export type BotByKey = NonNullable<Awaited<ReturnType<typeof findBotByKey>>>;

/** Records the first time the embed loader asked for the key's bot from a website it lists. */
export async function markKeyEmbedded(db: Executor, keyId: bigint): Promise<void> {
  await db
    .update(botKeys)
    .set({ embeddedAt: new Date() })
    .where(and(eq(botKeys.id, keyId), isNull(botKeys.embeddedAt)));
}

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
