import { CASE_STATIC_AUTHORIZATION, VISITOR_TOKEN_HEADER } from '@miaoyu/contracts/bot';
import { multipart } from '../multipart';
import type { MatrixRequest } from './actions';
import type { MatrixWorld } from './fixture';

/**
 * Who asks a bot's visitor routes. Every route names the bot by the key in its query string and
 * the visitor by the signed id in `x-visitor-token`; each asker gets one of them wrong.
 */
export const ASKERS = [
  /** The visitor whose conversations these are, with their bot's key. */
  'visitor',
  /** Another bot's visitor with this bot's key: a visitor, but not of these conversations. */
  'visitorOfOtherBot',
  /** The visitor with another bot's key: their conversations are not that bot's. */
  'visitorWithOtherBotKey',
  /** The bot's owner signed in to the studio: a sign-in is not a visitor's id. */
  'studioUser',
  /** The owner's studio token sent as the visitor's id. */
  'studioTokenAsVisitor',
  /** The visitor's id with a signature of its own making. */
  'forgedToken',
  'anonymous',
  /** A well-formed key no bot has, and one with U+0000: both are no key. */
  'unknownKey',
  'malformedKey',
] as const;
export type Asker = (typeof ASKERS)[number];

/** This bot's world and another team's bot. */
export interface VisitorWorlds {
  a: MatrixWorld;
  b: MatrixWorld;
}

/** The key and headers each asker sends. */
export function askerOf(asker: Asker, { a, b }: VisitorWorlds) {
  const own = { [VISITOR_TOKEN_HEADER]: a.bot.visitorToken };
  const visitorId = a.bot.visitorToken.slice(0, a.bot.visitorToken.lastIndexOf('.'));
  const ask = (key: string, headers: Record<string, string>) => ({ key, headers });
  switch (asker) {
    case 'visitor':
      return ask(a.bot.key, own);
    case 'visitorOfOtherBot':
      return ask(a.bot.key, { [VISITOR_TOKEN_HEADER]: b.bot.visitorToken });
    case 'visitorWithOtherBotKey':
      return ask(b.bot.key, own);
    case 'studioUser':
      return ask(a.bot.key, a.headers.owner);
    case 'studioTokenAsVisitor':
      return ask(a.bot.key, { [VISITOR_TOKEN_HEADER]: a.headers.owner.authorization! });
    case 'forgedToken':
      return ask(a.bot.key, { [VISITOR_TOKEN_HEADER]: `${visitorId}.${'A'.repeat(43)}` });
    case 'anonymous':
      return ask(a.bot.key, {});
    case 'unknownKey':
      return ask(`cs${'0'.repeat(22)}`, own);
    case 'malformedKey':
      return ask(`${a.bot.key.slice(0, 10)}%00`, own);
  }
}

export type Denial = readonly [status: number, code: string];

/** One route of a bot's visitors: the request without its key, and who may make it. */
export interface VisitorAction {
  name: string;
  request: (a: MatrixWorld) => MatrixRequest;
  allowed: Asker[];
  /** Refusals other than the defaults (see defaultDenial). */
  denied?: Partial<Record<Asker, Denial | 200>>;
  /** As in the studio's matrix: allowed askers see it; askers answered 200 otherwise do not. */
  shows?: (body: string, a: MatrixWorld) => boolean;
}

/** Anyone with the key reads the bot's profile; a wrong key is no bot. */
const withKey: Asker[] = ASKERS.filter(
  (asker) => asker !== 'unknownKey' && asker !== 'malformedKey',
);
/** Any visitor with a valid key makes conversations of their own, and files. */
const visitors: Asker[] = ['visitor', 'visitorOfOtherBot', 'visitorWithOtherBotKey'];
const conversation = (a: MatrixWorld) => `/v1/case/sessions/${a.bot.pending.sessionId}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const VISITOR_ACTIONS: VisitorAction[] = [
  {
    name: 'become a visitor',
    request: () => ({ method: 'POST', url: '/v1/case/visitors' }),
    allowed: withKey,
  },
  ...['/v1/case/share/info', '/v1/case/webPreviewUi', '/v1/webPreviewUi'].map(
    (url): VisitorAction => ({
      name: `read ${url}`,
      request: () => ({ method: 'GET', url }),
      allowed: withKey,
    }),
  ),
  {
    name: "read the key's team",
    request: () => ({ method: 'GET', url: '/v1/case/key/team' }),
    allowed: withKey.filter((asker) => asker !== 'visitorWithOtherBotKey'),
    // Another bot's key names its own team.
    denied: { visitorWithOtherBotKey: 200 },
    shows: (body, a) => body.includes(a.orgName),
  },
  {
    name: 'list my conversations',
    request: () => ({ method: 'GET', url: '/v1/case/sessions' }),
    allowed: ['visitor'],
    denied: { visitorOfOtherBot: 200, visitorWithOtherBotKey: 200 },
    shows: (body, a) => body.includes(`"id":"${a.bot.pending.sessionId}"`),
  },
  {
    name: 'start a conversation',
    request: () => ({ method: 'POST', url: '/v1/case/sessions' }),
    allowed: visitors,
  },
  {
    name: "read the conversation's messages",
    request: (a) => ({ method: 'GET', url: `${conversation(a)}/messages` }),
    allowed: ['visitor'],
    shows: (body, a) => body.includes(a.bot.pending.answerId),
  },
  {
    // It waits for a person: the question is theirs to read, and the stream ends at once.
    name: 'ask in the conversation',
    request: (a) => ({
      method: 'POST',
      url: `${conversation(a)}/completions`,
      payload: { prompt: '还在吗？', files: [] },
    }),
    allowed: ['visitor'],
  },
  {
    name: "stop the bot's answer",
    request: (a) => ({
      method: 'POST',
      url: `${conversation(a)}/completions/${a.bot.pending.answerId}/stop`,
    }),
    allowed: ['visitor'],
  },
  {
    name: 'ask for a person',
    request: (a) => ({ method: 'POST', url: `${conversation(a)}/handoff` }),
    allowed: ['visitor'],
  },
  {
    name: 'follow the conversation live',
    request: (a) => ({ method: 'GET', url: `${conversation(a)}/events?after=0`, live: true }),
    allowed: ['visitor'],
  },
  {
    name: 'send a file',
    request: () => {
      const form = multipart({}, [
        { field: 'file', filename: 'a.png', contentType: 'image/png', body: PNG },
      ]);
      return {
        method: 'POST',
        url: '/v1/case/fileId',
        payload: form.payload,
        headers: form.headers,
      };
    },
    allowed: visitors,
  },
  {
    name: 'suggest questions for the conversation',
    request: (a) => ({
      method: 'POST',
      url: '/v1/case/qa',
      payload: { sessionId: a.bot.pending.sessionId },
    }),
    allowed: ['visitor'],
  },
  {
    name: "rate the bot's answer",
    request: (a) => ({
      method: 'POST',
      url: `/v1/case/completions/${a.bot.pending.answerId}/feedback`,
      payload: Buffer.from(`rating=dislike&reason=${encodeURIComponent('答非所问')}`),
      headers: {
        authorization: CASE_STATIC_AUTHORIZATION,
        'content-type': 'application/x-www-form-urlencoded',
      },
    }),
    allowed: ['visitor'],
    // The route takes only the visitor page's fixed authorization: a sign-in replaces it.
    denied: { studioUser: [401, 'STATIC_AUTH_REQUIRED'] },
  },
];

/** How an asker is refused unless a row says otherwise. */
export function defaultDenial(asker: Asker): Denial {
  if (asker === 'unknownKey' || asker === 'malformedKey') return [404, 'BOT_KEY_INVALID'];
  if (asker === 'visitorOfOtherBot' || asker === 'visitorWithOtherBotKey')
    return [404, 'NOT_FOUND'];
  return [401, 'VISITOR_TOKEN_INVALID'];
}
