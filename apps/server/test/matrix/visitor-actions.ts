import { VISITOR_TOKEN_HEADER } from '@miaoyu/contracts/bot';
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

/**
 * One route of a bot's visitors: the request without its key, and who may make it. The rows are
 * the bot module's `VISITOR_MATRIX` (`modules/bot/visitor.matrix.ts`).
 */
export interface VisitorAction {
  name: string;
  request: (a: MatrixWorld) => MatrixRequest;
  allowed: Asker[];
  /** Refusals other than the defaults (see defaultDenial). */
  denied?: Partial<Record<Asker, Denial | 200>>;
  /** As in the studio's matrix: allowed askers see it; askers answered 200 otherwise do not. */
  shows?: (body: string, a: MatrixWorld) => boolean;
}

/** How an asker is refused unless a row says otherwise. */
export function defaultDenial(asker: Asker): Denial {
  if (asker === 'unknownKey' || asker === 'malformedKey') return [404, 'BOT_KEY_INVALID'];
  if (asker === 'visitorOfOtherBot' || asker === 'visitorWithOtherBotKey')
    return [404, 'NOT_FOUND'];
  return [401, 'VISITOR_TOKEN_INVALID'];
}
