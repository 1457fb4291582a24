/** The SQL of a user's own account: every function takes the user whose rows it touches. */
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens, files, organisations, orgMembers, users } from '../../db/schema';
import type { UserRow } from './repo';
import { forgetSignInsOf } from '../../plugins/auth/sign-in-cache';

export async function updateUserRow(
  db: Executor,
  userId: bigint,
  patch: Partial<Pick<UserRow, 'nickname' | 'avatar' | 'phone'>>,
): Promise<UserRow> {
  const [updated] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  forgetSignInsOf(userId);
  return updated!;
}

/** The user's sign-ins that are neither revoked nor expired, oldest first. */
export function activeTokensOf(db: Executor, userId: bigint) {
  return db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(authTokens.createdAt);
}

/** Revokes one of the user's sign-ins; false when it is not theirs or already revoked. */
export async function revokeUserToken(db: Executor, userId: bigint, tokenId: bigint) {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId), isNull(authTokens.revokedAt)),
    )
    .returning({ id: authTokens.id });
  forgetSignInsOf(userId);
  return rows.length > 0;
}

/** The teams the user owns. */
export async function ownedTeams(db: Executor, userId: bigint) {
  const rows = await db
    .select({ org: organisations })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(
      and(
        eq(orgMembers.userId, userId),
        eq(orgMembers.role, 'owner'),
        eq(organisations.kind, 'team'),
      ),
    );
  return rows.map((row) => row.org);
}

/** Of these organisations, the ones where someone besides the user is a member. */
export async function sharedWithOthers(db: Executor, userId: bigint, orgIds: bigint[]) {
  if (orgIds.length === 0) return new Set<bigint>();
  const rows = await db
    .selectDistinct({ orgId: orgMembers.orgId })
    .from(orgMembers)
    .where(and(inArray(orgMembers.orgId, orgIds), ne(orgMembers.userId, userId)));
  return new Set(rows.map((row) => row.orgId));
}

/**
 * Inside a transaction: locks what the deletion's checks read until it ends, the user's
 * memberships (ownership handed to them at this moment is either committed and counted, or waits
 * until the account is gone) and the teams they own (someone joining one is seen, or waits).
 */
export async function lockForDeletion(tx: Executor, userId: bigint) {
  await tx
    .select({ orgId: orgMembers.orgId })
    .from(orgMembers)
    .where(eq(orgMembers.userId, userId))
    .orderBy(orgMembers.orgId)
    .for('update');
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .innerJoin(orgMembers, eq(orgMembers.orgId, organisations.id))
    .where(and(eq(orgMembers.userId, userId), eq(orgMembers.role, 'owner')))
    .orderBy(organisations.id)
    .for('update', { of: organisations });
}

/** The user's personal organisation(s). */
export async function personalOrgIds(tx: Executor, userId: bigint): Promise<bigint[]> {
  const rows = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .innerJoin(orgMembers, eq(orgMembers.orgId, organisations.id))
    .where(
      and(
        eq(orgMembers.userId, userId),
        eq(organisations.kind, 'personal'),
        eq(orgMembers.role, 'owner'),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Deletes the user and the organisations going with them (already checked to be theirs alone);
 * answers the storage keys of every file that went, theirs and those organisations'.
 */
export async function deleteUserRows(tx: Executor, userId: bigint, orgIds: bigint[]) {
  const orgFiles = orgIds.length
    ? await tx.select({ key: files.storageKey }).from(files).where(inArray(files.orgId, orgIds))
    : [];
  const ownFiles = await tx
    .select({ key: files.storageKey })
    .from(files)
    .where(eq(files.userId, userId));
  if (orgIds.length) await tx.delete(organisations).where(inArray(organisations.id, orgIds));
  await tx.delete(users).where(eq(users.id, userId));
  forgetSignInsOf(userId);
  return [...orgFiles, ...ownFiles];
}
