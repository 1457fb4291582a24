/** The SQL of sign-in tokens: every function takes the user whose tokens it touches. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { authTokens, users } from '../../db/schema';
import type { SignInRow } from './sign-in-cache';

export async function insertToken(
  db: Db | Tx,
  row: {
    userId: bigint;
    tokenHash: string;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(authTokens).values(row);
}

/**
 * Every request not answered by the sign-in cache runs this lookup, so it is prepared once per
 * database: the token of this hash and its user, whatever their state (the caller checks it).
 */
const tokenLookup = preparedOnce((db) =>
  db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('auth_token_by_hash'),
);

export async function findTokenByHash(db: Db, hash: string): Promise<SignInRow | undefined> {
  const [row] = await tokenLookup(db).execute({ hash });
  return row;
}

export async function revokeTokenRow(db: Db, userId: bigint, tokenId: bigint): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId), isNull(authTokens.revokedAt)),
    );
}

export async function revokeTokensOfUser(db: Db | Tx, userId: bigint): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
