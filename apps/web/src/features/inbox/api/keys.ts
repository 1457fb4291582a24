import type { InboxBox } from '@miaoyu/contracts/bot';

/** React-query keys of the inbox and the bot logs; the live stream invalidates by these prefixes. */
export const inboxKeys = {
  org: (orgId: string) => ['inbox', orgId] as const,
  /** Every box's list. */
  lists: (orgId: string) => ['inbox', orgId, 'list'] as const,
  list: (orgId: string, box: InboxBox) => ['inbox', orgId, 'list', box] as const,
  /** The badges; the menu's dot reads the same entry. */
  counts: (orgId: string) => ['inbox', orgId, 'counts'] as const,
  conversation: (orgId: string, sessionId: string) =>
    ['inbox', orgId, 'conversation', sessionId] as const,
  messages: (orgId: string, sessionId: string) => ['inbox', orgId, 'messages', sessionId] as const,
};

export const botLogKeys = {
  org: (orgId: string) => ['botLogs', orgId] as const,
  list: (orgId: string, query: object) => ['botLogs', orgId, 'list', query] as const,
  stats: (orgId: string, query: object) => ['botLogs', orgId, 'stats', query] as const,
  messages: (orgId: string, sessionId: string) =>
    ['botLogs', orgId, 'messages', sessionId] as const,
  bots: (orgId: string) => ['botLogs', orgId, 'bots'] as const,
  keys: (orgId: string, helperId: string) => ['botLogs', orgId, 'keys', helperId] as const,
  datasets: (orgId: string) => ['botLogs', orgId, 'datasets'] as const,
};

export const inboxPath = (orgId: string) => `/v1/orgs/${orgId}/inbox`;
export const conversationPath = (orgId: string, sessionId: string) =>
  `${inboxPath(orgId)}/${sessionId}`;
export const botLogsPath = (orgId: string) => `/v1/orgs/${orgId}/bot-logs`;
