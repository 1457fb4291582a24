import { PAGE_MAX_LIMIT } from '@miaoyu/contracts/constants';
import type { InboxBox } from '@miaoyu/contracts/bot';
import type { FirstRequest } from '@/lib/preload';
import type { BotLogFilterQuery } from '../logic/logFilters';
import { botLogsPath, inboxPath } from './keys';

export const INBOX_PAGE_SIZE = 30;
export const LOG_PAGE_SIZE = 20;
/** The bots filter lists them all: the server's largest page. */
export const BOTS_LIMIT = PAGE_MAX_LIMIT;

export type BotLogPageQuery = BotLogFilterQuery & { offset: number; limit: number };

/** `GET /v1/orgs/{orgId}/inbox/counts`: waiting conversations and unread messages. */
export const inboxCountsRequest = (orgId: string): FirstRequest => ({
  path: `${inboxPath(orgId)}/counts`,
});

/** `GET /v1/orgs/{orgId}/inbox?box=`: one page of a box, newest first. */
export const inboxListRequest = (orgId: string, box: InboxBox, offset: number): FirstRequest => ({
  path: inboxPath(orgId),
  params: { box, offset, limit: INBOX_PAGE_SIZE },
});

/** `GET /v1/orgs/{orgId}/helpers?kind=service`: the org's bots, for the logs' filter. */
export const botsRequest = (orgId: string): FirstRequest => ({
  path: `/v1/orgs/${orgId}/helpers`,
  params: { scope: 'usable', kind: 'service', limit: BOTS_LIMIT },
});

/** `GET /v1/orgs/{orgId}/bot-logs/stats`: per day, conversations, questions, ratings, handoffs. */
export const botLogStatsRequest = (orgId: string, query: BotLogFilterQuery): FirstRequest => ({
  path: `${botLogsPath(orgId)}/stats`,
  params: query,
});

/** `GET /v1/orgs/{orgId}/bot-logs`: the bots' conversations matching the filters, newest first. */
export const botLogsRequest = (orgId: string, query: BotLogPageQuery): FirstRequest => ({
  path: botLogsPath(orgId),
  params: query,
});
