/**
 * Share links: a frozen version of a page under a random code, optionally with a password and an
 * expiry, revoked at once. The public side answers only while a link opens, on every instance
 * (each view reads the database), and counts the views.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { AiShare, AiShareCreateRequest } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { randomToken } from '../../lib/crypto';
import { AppError, tooManyRequests } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { SecretBox } from '../../lib/secret-box';
import { editablePage } from './pages.service';
import { findVersion } from './pages.repo';
import {
  findOpenShare,
  insertShare,
  revokeShare,
  sharesOf,
  viewOpenShare,
  type AiShareRow,
} from './shares.repo';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;
const DAY_MS = 86_400_000;
/** An unlocked link's pass lasts this long; then the password is asked again. */
export const PASS_TTL_MS = 12 * 3_600_000;
/**
 * Password guesses: this many from one client, and from everyone at one link (higher, so one
 * guesser elsewhere does not lock its readers out quickly), per window before 429.
 */
const TRIES_PER_CLIENT = 10;
const TRIES_PER_SHARE = 30;
const TRIES_WINDOW_MS = 10 * 60_000;

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}:${(await scrypt(password, salt, 32)).toString('base64url')}`;
}

async function passwordMatches(stored: string, password: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const tried = await scrypt(password, Buffer.from(salt, 'base64url'), 32);
  return timingSafeEqual(tried, Buffer.from(hash, 'base64url'));
}

export function shareOf(row: AiShareRow, studioOrigin: string, now = new Date()): AiShare {
  const live = row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now);
  return {
    id: String(row.id),
    code: row.code,
    url: `${studioOrigin}/aiShare/${row.code}`,
    version: row.version,
    hasPassword: row.passwordHash !== '',
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    live,
    views: row.views,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createShare(
  db: Db,
  caller: Caller,
  pageId: bigint,
  request: AiShareCreateRequest,
  studioOrigin: string,
): Promise<AiShare> {
  const orgId = BigInt(request.orgId);
  const page = await editablePage(db, caller, orgId, pageId);
  const version = request.version ?? page.version;
  if (!(await findVersion(db, pageId, version))) throw new AppError(404, 'NOT_FOUND');
  const row = await db.transaction(async (tx) => {
    const share = await insertShare(tx, {
      code: randomToken(16),
      pageId,
      orgId,
      version,
      passwordHash: request.password ? await hashPassword(request.password) : '',
      expiresAt: request.expiresInDays
        ? new Date(Date.now() + request.expiresInDays * DAY_MS)
        : null,
      createdBy: caller.user.id,
    });
    await audit(tx, {
      actorUserId: caller.user.id,
      orgId,
      action: 'ai-page.share',
      targetType: 'ai-page',
      targetId: pageId,
      detail: { shareId: String(share.id), version, expiresInDays: request.expiresInDays ?? null },
    });
    return share;
  });
  return shareOf(row, studioOrigin);
}

export async function listShares(
  db: Db,
  caller: Caller,
  orgId: bigint,
  pageId: bigint,
  studioOrigin: string,
) {
  await editablePage(db, caller, orgId, pageId);
  const rows = await sharesOf(db, orgId, pageId);
  const now = new Date();
  return { list: rows.map((row) => shareOf(row, studioOrigin, now)) };
}

export async function revokePageShare(
  db: Db,
  caller: Caller,
  orgId: bigint,
  pageId: bigint,
  shareId: bigint,
  studioOrigin: string,
): Promise<AiShare> {
  return db.transaction(async (tx) => {
    await editablePage(tx, caller, orgId, pageId);
    const row = await revokeShare(tx, orgId, pageId, shareId);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    await audit(tx, {
      actorUserId: caller.user.id,
      orgId,
      action: 'ai-page.revoke-share',
      targetType: 'ai-page',
      targetId: pageId,
      detail: { shareId: String(shareId) },
    });
    return shareOf(row, studioOrigin);
  });
}

/** Passes that let one browser see a password-protected link for a while. */
export class SharePasses {
  private readonly box: SecretBox;
  constructor(appSecret: string) {
    this.box = new SecretBox(appSecret, 'ai-share-pass');
  }

  issue(code: string, now = Date.now()): string {
    return this.box.seal(`${code}.${now + PASS_TTL_MS}`);
  }

  valid(code: string, pass: string | undefined, now = Date.now()): boolean {
    if (!pass) return false;
    try {
      const [forCode, until] = this.box.open(pass).split('.');
      return forCode === code && Number(until) > now;
    } catch {
      return false;
    }
  }
}

/** A link that opens, or 404 at once (revoked, expired, never was). */
export async function openShare(db: Db, code: string) {
  const found = await findOpenShare(db, code);
  if (!found) throw new AppError(404, 'AI_SHARE_GONE');
  return { title: found.title, locked: found.share.passwordHash !== '' };
}

/**
 * Checks a link's password, limited per link and per client across instances (429 past the
 * limit, checked before the password is), and answers a pass for it.
 */
export async function unlockShare(
  app: FastifyInstance,
  passes: SharePasses,
  code: string,
  password: string,
  client: string,
): Promise<string> {
  const found = await findOpenShare(app.db, code);
  if (!found) throw new AppError(404, 'AI_SHARE_GONE');
  const keys = [
    [`ai-share:tries:${code}`, TRIES_PER_SHARE],
    [`ai-share:tries-ip:${client}`, TRIES_PER_CLIENT],
  ] as const;
  // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
  for (const [key, max] of keys) {
    const { current, ttl } = await app.hits(key, TRIES_WINDOW_MS);
    if (current > max) throw tooManyRequests('RATE_LIMITED', Math.ceil(ttl / 1000));
  }
  if (!(await passwordMatches(found.share.passwordHash, password)))
    throw new AppError(403, 'AI_SHARE_PASSWORD');
  // A right password is no guess against the limits.
  for (const [key] of keys) await app.hits(key, TRIES_WINDOW_MS, -1);
  return passes.issue(code);
}

/** The HTML a link shows, counted as a view; 404 once it no longer opens. */
export async function viewShare(db: Db, passes: SharePasses, code: string, pass?: string) {
  const found = await findOpenShare(db, code);
  if (!found) throw new AppError(404, 'AI_SHARE_GONE');
  if (found.share.passwordHash && !passes.valid(code, pass))
    throw new AppError(403, 'AI_SHARE_LOCKED');
  const viewed = await viewOpenShare(db, code);
  if (!viewed) throw new AppError(404, 'AI_SHARE_GONE');
  return viewed.html;
}
