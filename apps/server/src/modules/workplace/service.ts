import { and, count, countDistinct, desc, eq, gte, sql, sum } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type WorkplaceOverview } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { chatMessages, chatSessions } from '../../db/schema';
import { lastDays } from '../../lib/dates';

const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The workplace figures for the caller's current organisation (or, without one, the caller's own
 * chats). Counts cover the whole organisation; the recent list shows only the caller's own
 * conversations. Helpers, visitors and announcements arrive with their own features and are
 * reported as zero until then, never estimated.
 */
export async function workplaceOverview(
  db: Db,
  scope: { orgId: bigint | null; userId: bigint },
  now = new Date(),
): Promise<WorkplaceOverview> {
  const timeZone = DEFAULT_TIME_ZONE;
  const days = lastDays(CHART_DAYS, timeZone, now);
  const owner =
    scope.orgId === null
      ? eq(chatSessions.userId, scope.userId)
      : eq(chatSessions.orgId, scope.orgId);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  // The first chart day starts at midnight in the studio's zone; a day of margin covers any offset.
  const chartStart = new Date(Date.parse(`${days[0]}T00:00:00Z`) - DAY_MS);
  const day = sql<string>`to_char(${chatMessages.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;

  const [[week], daily, recent] = await Promise.all([
    db
      .select({
        conversations: countDistinct(chatMessages.sessionId),
        messages: count(),
        tokens: sum(
          sql`coalesce(${chatMessages.promptTokens}, 0) + coalesce(${chatMessages.completionTokens}, 0)`,
        ),
      })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .where(and(owner, gte(chatMessages.createdAt, weekAgo))),
    db
      .select({ date: day, count: count() })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .where(and(owner, gte(chatMessages.createdAt, chartStart)))
      .groupBy(sql`1`),
    db
      .select({ id: chatSessions.id, title: chatSessions.title, updatedAt: chatSessions.updatedAt })
      .from(chatSessions)
      .where(eq(chatSessions.userId, scope.userId))
      .orderBy(desc(chatSessions.updatedAt))
      .limit(5),
  ]);
  const perDay = new Map(daily.map((row) => [row.date, row.count]));
  return {
    timeZone,
    stats: {
      conversationsThisWeek: week?.conversations ?? 0,
      messagesThisWeek: week?.messages ?? 0,
      tokensThisWeek: Number(week?.tokens ?? 0),
      helpers: 0,
      visitorsToday: 0,
    },
    dailyMessages: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    recentConversations: recent.map((row) => ({
      id: String(row.id),
      title: row.title,
      updatedAt: row.updatedAt.toISOString(),
    })),
    announcements: [],
  };
}
