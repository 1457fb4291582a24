/** The SQL of the workplace figures: every read takes the organisation, or the user without one. */
import { and, count, countDistinct, desc, eq, gte, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dayAfter, dayStart } from '../../db/days';
import { chatMessages, chatSessions, helpers } from '../../db/schema';

/** Whose conversations are counted: an organisation's, or a user's own without one. */
export type ActivityScope = { orgId: bigint } | { userId: bigint };

const ownedBy = (scope: ActivityScope) =>
  'orgId' in scope ? eq(chatSessions.orgId, scope.orgId) : eq(chatSessions.userId, scope.userId);

/** Conversations, messages and tokens since a time. */
export async function activitySince(db: Executor, scope: ActivityScope, since: Date) {
  const [row] = await db
    .select({
      conversations: countDistinct(chatMessages.sessionId),
      messages: count(),
      tokens: sum(
        sql`coalesce(${chatMessages.promptTokens}, 0) + coalesce(${chatMessages.completionTokens}, 0)`,
      ),
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(ownedBy(scope), gte(chatMessages.createdAt, since)));
  return {
    conversations: row?.conversations ?? 0,
    messages: row?.messages ?? 0,
    tokens: Number(row?.tokens ?? 0),
  };
}

/** Messages per calendar day (`YYYY-MM-DD` in `timeZone`) since a time. */
export function messagesPerDay(db: Executor, scope: ActivityScope, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${chatMessages.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({ date: day, count: count() })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(ownedBy(scope), gte(chatMessages.createdAt, since)))
    .groupBy(sql`1`);
}

/** The user's most recently used sessions. */
export function recentUserSessions(db: Executor, userId: bigint, limit: number) {
  return db
    .select({ id: chatSessions.id, title: chatSessions.title, updatedAt: chatSessions.updatedAt })
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.updatedAt))
    .limit(limit);
}

/** The organisation's helpers; none without one (a helper always belongs to an organisation). */
export async function helperCount(db: Executor, scope: ActivityScope): Promise<number> {
  return 'orgId' in scope ? db.$count(helpers, eq(helpers.orgId, scope.orgId)) : 0;
}

/**
 * Visitors who talked with the organisation's bots on a calendar day (`YYYY-MM-DD` in
 * `timeZone`), each counted once however many conversations they had.
 */
export async function visitorsOn(
  db: Executor,
  scope: ActivityScope,
  day: string,
  timeZone: string,
): Promise<number> {
  if (!('orgId' in scope)) return 0;
  const [row] = await db
    .select({ visitors: countDistinct(chatMessages.visitorId) })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        eq(chatSessions.orgId, scope.orgId),
        isNotNull(chatMessages.visitorId),
        gte(chatMessages.createdAt, dayStart(day, timeZone)),
        lt(chatMessages.createdAt, dayAfter(day, timeZone)),
      ),
    );
  return row?.visitors ?? 0;
}
