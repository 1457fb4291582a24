import type { BotLogQuery, FeedbackRating } from '@miaoyu/contracts/bot';
import { shiftDay, teamToday } from './time';

/** Conversations with any rating, a like, a dislike — or '' for no condition. */
export type FeedbackFilter = FeedbackRating | 'any' | '';

/** What the logs page filters by, as its controls hold it ('' and false: no condition). */
export interface BotLogFilters {
  /** Days (`YYYY-MM-DD`) in the team's time zone, both included. */
  from: string;
  to: string;
  helperId: string;
  keyId: string;
  feedback: FeedbackFilter;
  unanswered: boolean;
  handedOff: boolean;
}

export const DEFAULT_RANGE_DAYS = 30;

/** The last 30 days, every bot, every conversation. */
export function defaultFilters(today = teamToday()): BotLogFilters {
  return {
    from: shiftDay(today, -(DEFAULT_RANGE_DAYS - 1)),
    to: today,
    helperId: '',
    keyId: '',
    feedback: '',
    unanswered: false,
    handedOff: false,
  };
}

/** The filters as the list and the export take them (no paging). */
export type BotLogFilterQuery = Omit<BotLogQuery, 'offset' | 'limit'>;

/** The query of the list and the export: only the conditions set. */
export function botLogQuery(filters: BotLogFilters): BotLogFilterQuery {
  const query: BotLogFilterQuery = statsQuery(filters);
  if (filters.feedback) query.feedback = filters.feedback;
  if (filters.unanswered) query.unanswered = 'true';
  if (filters.handedOff) query.handedOff = 'true';
  return query;
}

/** The charts count every conversation of the days, bot and key, whatever else is filtered. */
export function statsQuery(filters: BotLogFilters): BotLogFilterQuery {
  const query: BotLogFilterQuery = {};
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.helperId) query.helperId = filters.helperId;
  if (filters.keyId) query.keyId = filters.keyId;
  return query;
}

/** The export's file name: the days it covers. */
export function exportFileName(filters: BotLogFilters): string {
  const days = [filters.from, filters.to].filter(Boolean).join('_');
  return `bot-logs${days ? `-${days}` : ''}.csv`;
}
