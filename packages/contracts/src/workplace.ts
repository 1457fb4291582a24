import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from './constants';
import { isTimeZone } from './dates';
import { safeText } from './text';

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

/** The viewer's time zone (their browser's): the chart's days and "today" are theirs. */
export const workplaceQuerySchema = z.object({
  timeZone: safeText()
    .refine(isTimeZone, { message: 'validation.timeZone' })
    .default(DEFAULT_TIME_ZONE),
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

/**
 * The workplace's first steps, in order. Each is ticked from what the team really has:
 * - model: a model provider of the team, or a model the studio's configuration provides;
 * - knowledge: a knowledge base with a document that finished indexing;
 * - helper: a helper of the team;
 * - bot: a customer-service helper with a live (not revoked) key;
 * - embed: the embed loader asked for one of the team's bots from a website its key lists
 *   (only a real page on that site does this; the studio's own pages do not count).
 */
export const FIRST_STEPS = ['model', 'knowledge', 'helper', 'bot', 'embed'] as const;
export type FirstStepId = (typeof FIRST_STEPS)[number];

export const firstStepsSchema = z
  .object({
    /** The caller put the checklist away for this team. */
    dismissed: z.boolean(),
    steps: z.array(z.object({ id: z.enum(FIRST_STEPS), done: z.boolean() })),
    /** A bot to open for the bot and embed steps, when the team has one. */
    botHelperId: z.string().nullable(),
  })
  .meta({ id: 'FirstSteps' });
export type FirstSteps = z.infer<typeof firstStepsSchema>;

export const setFirstStepsSchema = z.object({ dismissed: z.boolean() });
export type SetFirstSteps = z.infer<typeof setFirstStepsSchema>;
