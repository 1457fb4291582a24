import { z } from 'zod';

const count = z.number().int().nonnegative();

export const workplaceStatsSchema = z.object({
  conversationsThisWeek: count,
  messagesThisWeek: count,
  tokensThisWeek: count,
  helpers: count,
  visitorsToday: count,
});

export const dailyCountSchema = z.object({
  /** Calendar day in the studio's time zone, `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  count,
});

export const recentConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Rich-text article keyword, opened at /richText/:keyword. */
  keyword: z.string(),
  publishedAt: z.string(),
});

/** Everything the workplace shows, for the caller's current organisation (real numbers only). */
export const workplaceOverviewSchema = z
  .object({
    timeZone: z.string(),
    stats: workplaceStatsSchema,
    /** The last 30 days, oldest first, one entry per day (zero days included). */
    dailyMessages: z.array(dailyCountSchema),
    recentConversations: z.array(recentConversationSchema),
    announcements: z.array(announcementSchema),
  })
  .meta({ id: 'WorkplaceOverview' });

export type WorkplaceOverview = z.infer<typeof workplaceOverviewSchema>;
export type WorkplaceStats = z.infer<typeof workplaceStatsSchema>;
export type DailyCount = z.infer<typeof dailyCountSchema>;
