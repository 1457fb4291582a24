import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_SCHEME } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { sha256, randomToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';

export type UserRow = typeof users.$inferSelect;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface Caller {
  user: UserRow;
  tokenId: bigint;
}

const DAY_MS = 86_400_000;

export async function issueToken(
  db: Db,
  userId: bigint,
  ttlDays: number,
  meta: { ip?: string; userAgent?: string },
): Promise<IssuedToken> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
  await db.insert(authTokens).values({
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
  const match = /^(\d{1,19}):([A-Za-z0-9_-]{16,200})$/.exec(decoded);
  if (!match) return null;
  return { userId: BigInt(match[1]!), token: match[2]! };
}

/** Resolves a header to its user, or throws the 401/403 that says why not. */
export async function verifyAuthHeader(db: Db, header: string | undefined): Promise<Caller> {
  if (!header) throw new AppError(401, 'UNAUTHORIZED');
  const parsed = parseAuthHeader(header);
  if (!parsed) throw new AppError(401, 'TOKEN_INVALID');
  const [row] = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sha256(parsed.token)))
    .limit(1);
  if (!row || row.user.id !== parsed.userId) throw new AppError(401, 'TOKEN_INVALID');
  if (row.token.revokedAt) throw new AppError(401, 'TOKEN_REVOKED');
  if (row.token.expiresAt.getTime() <= Date.now()) throw new AppError(401, 'TOKEN_EXPIRED');
  if (row.user.ban) throw new AppError(403, 'USER_BANNED');
  return { user: row.user, tokenId: row.token.id };
}

export async function revokeToken(db: Db, userId: bigint, tokenId: bigint): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId), isNull(authTokens.revokedAt)),
    );
}
