/**
 * A visitor's way in: the key finds the bot (refused when unknown, revoked, expired or not a
 * service helper), the request's origin must be the studio's own or one the key allows, and
 * the signed visitor id must hold. Limits per visitor, per address and per bot count in Redis
 * when it is configured, so they hold across instances.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarDay, DEFAULT_TIME_ZONE } from '@miaoyu/contracts';
import {
  DEFAULT_BOT_SETTINGS,
  VISITOR_FILES_MAX,
  VISITOR_TOKEN_HEADER,
  type BotSettings,
} from '@miaoyu/contracts/bot';
import { AppError, tooManyRequests } from '../../../lib/errors';
import type { Visitor } from '../../../lib/scope';
import { clientAddressKey } from '../../../plugins/rate-limit';
import { findBotByKey, type BotByKey } from '../manage/bots.repo';
import type { VisitorTokens } from './visitor-token';

export interface OpenBot {
  key: BotByKey['key'];
  helper: BotByKey['helper'];
  team: BotByKey['team'];
  settings: BotSettings;
}

/** The origin the studio itself is served from, as the browser names it. */
export function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The bot a key opens: refused when the key is unknown, revoked, expired, suspended or not a bot's. */
export async function botOfKey(app: FastifyInstance, key: string): Promise<OpenBot> {
  const found = await findBotByKey(app.db, key);
  if (!found || found.key.revokedAt || found.helper.kind !== 'service')
    throw new AppError(404, 'BOT_KEY_INVALID');
  if (found.key.expiresAt && found.key.expiresAt.getTime() <= Date.now())
    throw new AppError(403, 'BOT_KEY_EXPIRED');
  // Its holder left the team: refused until an admin hands it on, saying only that it is off.
  if (found.key.suspendedAt) throw new AppError(403, 'BOT_KEY_SUSPENDED');
  return {
    key: found.key,
    helper: found.helper,
    team: found.team,
    settings: found.settings ?? DEFAULT_BOT_SETTINGS,
  };
}

/**
 * The bot a key opens, for a request. A browser request from a site the key does not list is
 * refused; one from a listed site may read the answer (CORS), so the loader on that site can ask
 * for the look.
 */
export async function openBot(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<OpenBot> {
  const bot = await botOfKey(app, key);
  const origin = request.headers.origin;
  // `null` (a sandboxed frame, a local file) is no site a key can list, so it is refused too.
  if (origin && !isOwnOrigin(request, origin)) {
    if (!bot.key.allowedOrigins.includes(origin.toLowerCase()))
      throw new AppError(403, 'BOT_ORIGIN_NOT_ALLOWED');
    void reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
  }
  return bot;
}

/** The visitor whose signed id the request carries (401 without a valid one). */
export function visitorOf(tokens: VisitorTokens, request: FastifyRequest, bot: OpenBot): Visitor {
  const header = request.headers[VISITOR_TOKEN_HEADER];
  const visitorId = tokens.verify(typeof header === 'string' ? header : undefined);
  if (!visitorId) throw new AppError(401, 'VISITOR_TOKEN_INVALID');
  return { kind: 'visitor', visitorId, orgId: bot.helper.orgId };
}

const MINUTE = 60_000;
/** A day's counter outlives the day a little: its key names the day, so it never spans two. */
const DAY_WINDOW = 26 * 60 * MINUTE;

/** Until the team's next day begins (Asia/Shanghai keeps +08:00 all year). */
const secondsToTomorrow = (day: string) =>
  Math.max(1, Math.ceil((Date.parse(`${day}T00:00:00+08:00`) + 86_400_000 - Date.now()) / 1000));

async function within(app: FastifyInstance, key: string, windowMs: number, max: number) {
  const { current, ttl } = await app.hits(key, windowMs);
  return { ok: current <= max, seconds: Math.max(1, Math.ceil(ttl / 1000)) };
}

/** What a visitor's request counts as: `per` of it for each question the limits allow. */
interface Allowance {
  /** Names the counters (questions, uploads and suggestions count apart). */
  kind: 'q' | 'up' | 's';
  per: number;
  ipPerMinute: number;
  /** Whether it counts against the bot's daily cap. */
  capped: boolean;
}

interface FullLimit {
  code: 'RATE_LIMITED' | 'VISITOR_MINUTE_LIMIT' | 'VISITOR_DAY_LIMIT' | 'BOT_DAILY_CAP';
  seconds: number;
}

/**
 * Counts a request against the address's minute, the key's per-visitor minute and day, and the
 * bot's daily cap, in that order; answers the first one that is full, or null.
 */
async function firstFullLimit(
  app: FastifyInstance,
  request: FastifyRequest,
  bot: OpenBot,
  visitor: Visitor,
  { kind, per, ipPerMinute, capped }: Allowance,
): Promise<FullLimit | null> {
  const day = calendarDay(new Date(), DEFAULT_TIME_ZONE);
  const prefix = kind === 'q' ? 'bot' : `bot:${kind}`;
  const who = `${bot.key.id}:${visitor.visitorId}`;
  const address = clientAddressKey(request.ip);
  const ip = await within(app, `${prefix}:ip:${address}`, MINUTE, ipPerMinute * per);
  if (!ip.ok) return { code: 'RATE_LIMITED', seconds: ip.seconds };
  const { perVisitorPerMinute, perVisitorPerDay } = bot.key;
  const minute = await within(app, `${prefix}:vm:${who}`, MINUTE, perVisitorPerMinute * per);
  if (!minute.ok) return { code: 'VISITOR_MINUTE_LIMIT', seconds: minute.seconds };
  const today = await within(app, `${prefix}:vd:${who}:${day}`, DAY_WINDOW, perVisitorPerDay * per);
  if (!today.ok) return { code: 'VISITOR_DAY_LIMIT', seconds: secondsToTomorrow(day) };
  const cap = bot.settings.dailyCap;
  if (capped && cap > 0) {
    const all = await within(app, `${prefix}:day:${bot.helper.id}:${day}`, DAY_WINDOW, cap * per);
    if (!all.ok) return { code: 'BOT_DAILY_CAP', seconds: secondsToTomorrow(day) };
  }
  return null;
}

/** Counts a request against a visitor's limits; the first one that is full answers 429. */
async function countAgainst(
  app: FastifyInstance,
  request: FastifyRequest,
  bot: OpenBot,
  visitor: Visitor,
  allowance: Allowance,
): Promise<void> {
  const full = await firstFullLimit(app, request, bot, visitor, allowance);
  if (full) throw tooManyRequests(full.code, full.seconds);
}

/**
 * A visitor's question counts against the key's per-visitor limits (a minute, a day) and the
 * address's; an answer the bot will give counts against the bot's daily cap.
 */
export const countQuestion = (
  app: FastifyInstance,
  request: FastifyRequest,
  bot: OpenBot,
  visitor: Visitor,
  ipPerMinute: number,
  botAnswers: boolean,
) =>
  countAgainst(app, request, bot, visitor, { kind: 'q', per: 1, ipPerMinute, capped: botAnswers });

/**
 * A visitor's upload counts apart from their questions: as many files as the questions the
 * limits allow could carry, so a visitor cannot fill the disk between them.
 */
export const countUpload = (
  app: FastifyInstance,
  request: FastifyRequest,
  bot: OpenBot,
  visitor: Visitor,
  ipPerMinute: number,
) =>
  countAgainst(app, request, bot, visitor, {
    kind: 'up',
    per: VISITOR_FILES_MAX,
    ipPerMinute,
    capped: true,
  });

/**
 * Whether the model may suggest a visitor's next questions: as often as the address and the key
 * let the visitor ask (a minute, a day) and the bot answer (its daily cap), counted apart from
 * the questions.
 * Past that the bot's own suggestions are shown, so a visitor never waits on it.
 */
export async function maySuggest(
  app: FastifyInstance,
  request: FastifyRequest,
  bot: OpenBot,
  visitor: Visitor,
  ipPerMinute: number,
): Promise<boolean> {
  const allowance = { kind: 's', per: 1, ipPerMinute, capped: true } as const;
  return !(await firstFullLimit(app, request, bot, visitor, allowance));
}
