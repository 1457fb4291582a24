import type { DailyCount, WorkplaceOverview } from '@miaoyu/contracts/workplace';

/** 30 days ending `last`, oldest first, like the server sends them. */
export function thirtyDays(last: string, count: (index: number) => number): DailyCount[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, index) => ({
    date: new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    count: count(index),
  }));
}

/** What the server answers today, before chat exists: zeros and empty lists. */
export const emptyOverview: WorkplaceOverview = {
  timeZone: 'Asia/Shanghai',
  stats: {
    conversationsThisWeek: 0,
    messagesThisWeek: 0,
    tokensThisWeek: 0,
    helpers: 0,
    visitorsToday: 0,
  },
  dailyMessages: thirtyDays('2025-06-30', () => 0),
  recentConversations: [],
  announcements: [],
};

/** A busy team's week. */
export const busyOverview: WorkplaceOverview = {
  timeZone: 'Asia/Shanghai',
  stats: {
    conversationsThisWeek: 1_284,
    messagesThisWeek: 23_517,
    tokensThisWeek: 12_345_678,
    helpers: 12,
    visitorsToday: 3_406,
  },
  dailyMessages: thirtyDays('2025-06-30', (index) => 2_000 + ((index * 137) % 1_500)),
  recentConversations: [
    { id: '981', title: '华东区渠道报价整理', updatedAt: '2025-06-30T03:57:00.000Z' },
    { id: '975', title: '', updatedAt: '2025-06-29T22:00:00.000Z' },
  ],
  announcements: [
    {
      id: '3',
      title: '知识库支持 PDF 表格解析',
      keyword: 'release-2025-07',
      publishedAt: '2025-06-30T18:30:00.000Z',
    },
  ],
};
