/** The SQL of organisations and memberships: every function takes the org or user it touches. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrgRole } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { files, organisations, orgInvites, orgMembers, users } from '../../db/schema';
import { publicCode } from '../../lib/crypto';
import { forgetSignInsOf } from '../../plugins/auth/sign-in-cache';

export type OrgRow = typeof organisations.$inferSelect;

/** SQL for a user's personal organisation, where members land when they lose their current one. */
export const personalOrgOf = (userId: unknown) =>
  sql`(select o.id from ${organisations} o join ${orgMembers} m on m.org_id = o.id
    where o.kind = 'personal' and m.user_id = ${userId} and m.role = 'owner' limit 1)`;

/**
 * The organisation and the user's role in it, or undefined when they are not a member. `lock`,
 * inside a transaction: holds the membership row for share until it ends.
 */
export async function findMembership(
  db: Executor,
  orgId: bigint,
  userId: bigint,
  lock: boolean,
): Promise<{ org: OrgRow; role: OrgRole } | undefined> {
  const query = db
    .select({ org: organisations, role: orgMembers.role })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .limit(1);
  const [row] = await (lock ? query.for('share', { of: orgMembers }) : query);
  return row;
}

/** A team created by `userId`, who owns it and works in it from now on. */
export async function insertTeam(tx: Executor, userId: bigint, name: string): Promise<OrgRow> {
  const [created] = await tx
    .insert(organisations)
    .values({ name, kind: 'team', code: publicCode(), createdBy: userId })
    .returning();
  await tx.insert(orgMembers).values({ orgId: created!.id, userId, role: 'owner' });
  await setCurrentOrg(tx, userId, created!.id);
  return created!;
}

export async function updateOrgRow(
  db: Executor,
  orgId: bigint,
  patch: { name?: string; code?: string; logo?: string },
) {
  await db.update(organisations).set(patch).where(eq(organisations.id, orgId));
}

export async function setCurrentOrg(db: Executor, userId: bigint, orgId: bigint) {
  await db.update(users).set({ currentOrgId: orgId }).where(eq(users.id, userId));
  forgetSignInsOf(userId);
}

/** The storage keys of the org's files, to delete once its rows are gone. */
export function orgFileKeys(db: Executor, orgId: bigint) {
  return db.select({ key: files.storageKey }).from(files).where(eq(files.orgId, orgId));
}

/** Deletes the organisation; whoever worked in it falls back to their personal space. */
export async function deleteOrgRows(tx: Executor, orgId: bigint) {
  const moved = await tx
    .update(users)
    .set({ currentOrgId: personalOrgOf(users.id) })
    .where(eq(users.currentOrgId, orgId))
    .returning({ id: users.id });
  await tx.delete(organisations).where(eq(organisations.id, orgId));
  for (const { id } of moved) forgetSignInsOf(id);
}

export async function setMemberRole(tx: Executor, orgId: bigint, userId: bigint, role: OrgRole) {
  await tx
    .update(orgMembers)
    .set({ role })
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
}

export async function addMember(tx: Executor, orgId: bigint, userId: bigint, role: OrgRole) {
  await tx.insert(orgMembers).values({ orgId, userId, role });
}

/**
 * Removes the member; if they were working in this org, they fall back to their own space. That
 * comes first: the membership's deletion would set their current org to none.
 */
export async function dropMember(db: Executor, orgId: bigint, userId: bigint): Promise<void> {
  await db
    .update(users)
    .set({ currentOrgId: personalOrgOf(users.id) })
    .where(and(eq(users.id, userId), eq(users.currentOrgId, orgId)));
  await db
    .delete(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  forgetSignInsOf(userId);
}

export async function orgsOfUser(db: Db, userId: bigint) {
  const rows = await db
    .select({ org: organisations, role: orgMembers.role })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(eq(orgMembers.userId, userId))
    .orderBy(desc(organisations.kind), organisations.createdAt);
  const counts = await memberCounts(
    db,
    rows.map((r) => r.org.id),
  );
  return rows.map((r) => ({ ...r, memberCount: counts.get(r.org.id) ?? 0 }));
}

export async function memberCounts(db: Db, orgIds: bigint[]): Promise<Map<bigint, number>> {
  if (orgIds.length === 0) return new Map();
  const rows = await db
    .select({ orgId: orgMembers.orgId, n: count() })
    .from(orgMembers)
    .where(inArray(orgMembers.orgId, orgIds))
    .groupBy(orgMembers.orgId);
  return new Map(rows.map((r) => [r.orgId, r.n]));
}

export async function membersOf(db: Db, orgId: bigint) {
  return db
    .select({ member: orgMembers, user: users })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(eq(orgMembers.orgId, orgId))
    .orderBy(orgMembers.createdAt);
}

export async function memberRole(db: Executor, orgId: bigint, userId: bigint) {
  const [row] = await db
    .select({ role: orgMembers.role })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Inside a transaction: locks these members' rows of the organisation until it ends (FOR UPDATE),
 * one at a time in user-id order, so two transactions locking the same pair never wait on each
 * other in a cycle. Answers the role of each one who is a member.
 */
export async function lockMemberships(
  tx: Executor,
  orgId: bigint,
  userIds: bigint[],
): Promise<Map<bigint, OrgRole>> {
  const roles = new Map<bigint, OrgRole>();
  const ordered = [...new Set(userIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const userId of ordered) {
    const [row] = await tx
      .select({ role: orgMembers.role })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
      .for('update');
    if (row) roles.set(userId, row.role);
  }
  return roles;
}

export async function deletionImpact(db: Db, orgId: bigint) {
  const [[m], [i], [f]] = await Promise.all([
    db.select({ n: count() }).from(orgMembers).where(eq(orgMembers.orgId, orgId)),
    db.select({ n: count() }).from(orgInvites).where(eq(orgInvites.orgId, orgId)),
    db.select({ n: count() }).from(files).where(eq(files.orgId, orgId)),
  ]);
  return { members: m?.n ?? 0, invites: i?.n ?? 0, files: f?.n ?? 0 };
}

/** How many people belong to the organisation: its plan may limit them. */
export async function countOrgMembers(db: Executor, orgId: bigint) {
  const [row] = await db.select({ n: count() }).from(orgMembers).where(eq(orgMembers.orgId, orgId));
  return row?.n ?? 0;
}
