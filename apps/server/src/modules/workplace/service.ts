import { DEFAULT_TIME_ZONE, type Locale, type WorkplaceOverview } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { lastDays } from '../../lib/dates';
import type { Caller } from '../../lib/scope';
import { publishedAnnouncements } from '../articles';
import { activitySince, helperCount, messagesPerDay, recentUserSessions, visitorsOn } from './repo';

const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The workplace figures for the caller's current organisation (or, without one, the caller's own
 * chats), with days in the viewer's time zone. Counts cover the whole organisation; the recent list shows only the caller's own
 * conversations. Announcements are the platform's published announcement articles, in the
 * viewer's language.
 */
export async function workplaceOverview(
  db: Db,
  caller: Caller,
  timeZone: string = DEFAULT_TIME_ZONE,
  locale: Locale = 'zh-CN',
  now = new Date(),
): Promise<WorkplaceOverview> {
  const { user } = caller;
  const days = lastDays(CHART_DAYS, timeZone, now);
  const scope = user.currentOrgId === null ? { userId: user.id } : { orgId: user.currentOrgId };
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  // The first chart day starts at midnight in the viewer's zone; a day of margin covers any offset.
  const chartStart = new Date(Date.parse(`${days[0]}T00:00:00Z`) - DAY_MS);

  const [week, daily, recent, helpers, visitorsToday, announcements] = await Promise.all([
    activitySince(db, scope, weekAgo),
    messagesPerDay(db, scope, chartStart, timeZone),
    recentUserSessions(db, user.id, 5),
    helperCount(db, scope),
    visitorsOn(db, scope, days.at(-1)!, timeZone),
    publishedAnnouncements(db, locale, 5),
  ]);
  const perDay = new Map(daily.map((row) => [row.date, row.count]));
  return {
    timeZone,
    stats: {
      conversationsThisWeek: week.conversations,
      messagesThisWeek: week.messages,
      tokensThisWeek: week.tokens,
      helpers,
      visitorsToday,
    },
    dailyMessages: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    recentConversations: recent.map((row) => ({
      id: String(row.id),
      title: row.title,
      updatedAt: row.updatedAt.toISOString(),
    })),
    announcements: announcements.map((row) => ({
      id: String(row.id),
      title: row.title,
      keyword: row.keyword,
      publishedAt: row.publishedAt.toISOString(),
    })),
  };
}
