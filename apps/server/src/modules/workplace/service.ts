import { DEFAULT_TIME_ZONE, type WorkplaceOverview } from '@miaoyu/contracts';
import { lastDays } from '../../lib/dates';

const CHART_DAYS = 30;

/**
 * The workplace figures for an organisation. Conversations, helpers, visitors and announcements
 * arrive with their own features; until a feature exists its figures are truly zero, so they are
 * reported as zero rather than estimated.
 */
export async function workplaceOverview(
  _scope: { orgId: bigint | null; userId: bigint },
  now = new Date(),
): Promise<WorkplaceOverview> {
  const timeZone = DEFAULT_TIME_ZONE;
  return {
    timeZone,
    stats: {
      conversationsThisWeek: 0,
      messagesThisWeek: 0,
      tokensThisWeek: 0,
      helpers: 0,
      visitorsToday: 0,
    },
    dailyMessages: lastDays(CHART_DAYS, timeZone, now).map((date) => ({ date, count: 0 })),
    recentConversations: [],
    announcements: [],
  };
}
