import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { OrgRole } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { files, organisations, orgInvites, orgMembers, users } from '../../db/schema';

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
