import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { organisations, userIdentities, users } from '../../db/schema';
import type { ProviderProfile } from './providers/profile';

export type IdentityRow = typeof userIdentities.$inferSelect;

/** Serialises sign-ins of one identity, so a first sign-in twice at once makes one account. */
export async function lockIdentity(tx: Tx, profile: ProviderProfile) {
  const key = `identity:${profile.provider}:${profile.issuer}:${profile.subject}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function findIdentity(db: Executor, profile: ProviderProfile) {
  const [row] = await db
    .select({ identity: userIdentities, user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, profile.provider),
        eq(userIdentities.issuer, profile.issuer),
        eq(userIdentities.subject, profile.subject),
      ),
    )
    .for('update', { of: users });
  return row;
}

export async function insertIdentity(
  db: Executor,
  userId: bigint,
  profile: ProviderProfile,
  orgId: bigint,
): Promise<IdentityRow> {
  const [row] = await db
    .insert(userIdentities)
    .values({
      userId,
      provider: profile.provider,
      issuer: profile.issuer,
      subject: profile.subject,
      displayName: profile.displayName,
      orgId,
      lastUsedAt: new Date(),
    })
    .returning();
  return row!;
}

export async function touchIdentity(db: Executor, userId: bigint, identityId: bigint) {
  await db
    .update(userIdentities)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.id, identityId)));
}

/** The user's identities, with the name of the team each came through. */
export function identitiesOf(db: Executor, userId: bigint) {
  return db
    .select({ identity: userIdentities, teamName: organisations.name })
    .from(userIdentities)
    .leftJoin(organisations, eq(organisations.id, userIdentities.orgId))
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.createdAt);
}

export async function deleteIdentity(db: Executor, userId: bigint, identityId: bigint) {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.id, identityId)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/** Locks the user's row: unlinking and linking of one user take turns. */
export async function lockUser(tx: Tx, userId: bigint) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}
