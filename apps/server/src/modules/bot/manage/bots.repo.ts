/**
 * The SQL of bots: settings, the conversations of their keys, and a bot found by the key a visitor
 * brings (the keys themselves are written by `modules/keys`).
 */
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { BOT_KEY_BODY_LENGTH, BOT_KEY_PREFIX, type BotSettings } from '@miaoyu/contracts/bot';
import { codeCandidates } from '@miaoyu/contracts/codes';
import type { Executor } from '../../../db/client';
import { botKeys, botSettings, chatSessions, helpers, organisations } from '../../../db/schema';
import type { VisitorSessionRow } from '../sessions.repo';

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

/** How many conversations each key began, by key id (keys without any are left out). */
export async function conversationsOfKeys(
  db: Executor,
  keyIds: bigint[],
): Promise<Map<bigint, number>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select({ keyId: chatSessions.botKeyId, n: count() })
    .from(chatSessions)
    .where(inArray(chatSessions.botKeyId, keyIds))
    .groupBy(chatSessions.botKeyId);
  return new Map(rows.map((r) => [r.keyId!, Number(r.n)]));
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

/** A visitor conversation of the org with its bot's helper and settings. */
export async function findConversationBot(db: Executor, orgId: bigint, sessionId: bigint) {
  const [row] = await db
    .select({ session: chatSessions, helper: helpers, settings: botSettings.settings })
    .from(chatSessions)
    .innerJoin(helpers, eq(helpers.id, chatSessions.helperId))
    .leftJoin(botSettings, eq(botSettings.helperId, chatSessions.helperId))
    .where(
      and(
        eq(chatSessions.orgId, orgId),
        eq(chatSessions.id, sessionId),
        isNotNull(chatSessions.visitorId),
      ),
    )
    .limit(1);
  return row ? { ...row, session: row.session as VisitorSessionRow } : null;
}

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
