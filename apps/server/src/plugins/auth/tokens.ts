import { AUTH_SCHEME, isId } from '@miaoyu/contracts';
import type { Db, Tx } from '../../db/client';
import { sha256, randomToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { forgetSignInsOf, type SignInCache } from './sign-in-cache';
import { findTokenByHash, insertToken, revokeTokenRow, revokeTokensOfUser } from './tokens.repo';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const DAY_MS = 86_400_000;

export async function issueToken(
  db: Db | Tx,
  userId: bigint,
  ttlDays: number,
  meta: { ip?: string; userAgent?: string },
): Promise<IssuedToken> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
  await insertToken(db, {
    userId,
    tokenHash: sha256(token),
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/** Splits `miaoyu-ai-studio base64(userId:token)`; null when the header is not of that form. */
export function parseAuthHeader(header: string): { userId: bigint; token: string } | null {
  const [scheme, encoded, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== AUTH_SCHEME || !encoded || rest.length > 0) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const match = /^(\d+):([A-Za-z0-9_-]{16,200})$/.exec(decoded);
  // The same id rule as every request: nothing past bigint reaches a query or a rate-limit key.
  if (!match || !isId(match[1]!)) return null;
  return { userId: BigInt(match[1]!), token: match[2]! };
}

/**
 * Resolves a header to its user, or throws the 401/403 that says why not. Every request not
 * answered by the sign-in cache looks its token up. The cache is cleared on every instance by the
 * database's notice of any change to a user or a token, so a ban or revocation counts from the
 * next request on.
 */
export async function verifyAuthHeader(
  db: Db,
  header: string | undefined,
  cache?: SignInCache,
): Promise<Caller> {
  if (!header) throw new AppError(401, 'UNAUTHORIZED');
  const parsed = parseAuthHeader(header);
  if (!parsed) throw new AppError(401, 'TOKEN_INVALID');
  const hash = sha256(parsed.token);
  let row = cache?.get(hash);
  if (!row) {
    const ticket = cache?.ticket() ?? null;
    row = await findTokenByHash(db, hash);
    if (row) cache?.put(ticket, hash, row);
  }
  // Bans, revocations and expiry are checked on every request, from the cache too.
  if (!row || row.user.id !== parsed.userId) throw new AppError(401, 'TOKEN_INVALID');
  // A ban revokes the user's tokens: their holder is told of the ban, not of a sign-out.
  if (row.user.ban) throw new AppError(403, 'USER_BANNED');
  if (row.token.revokedAt) throw new AppError(401, 'TOKEN_REVOKED');
  if (row.token.expiresAt.getTime() <= Date.now()) throw new AppError(401, 'TOKEN_EXPIRED');
  return { user: row.user, tokenId: row.token.id };
}

export async function revokeToken(db: Db, userId: bigint, tokenId: bigint): Promise<void> {
  await revokeTokenRow(db, userId, tokenId);
  forgetSignInsOf(userId);
}

/** Signs the user out everywhere: every token not yet revoked is, from now on. */
export async function revokeAllTokens(db: Db | Tx, userId: bigint): Promise<void> {
  await revokeTokensOfUser(db, userId);
  forgetSignInsOf(userId);
}
