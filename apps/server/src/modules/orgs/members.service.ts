import { and, eq } from 'drizzle-orm';
import { ORG_ROLE_RANK, type Member, type OrgRole } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { orgMembers, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { memberAccess, requireOrgPermission, requireTeam } from './access';
import { memberRole, membersOf } from './repo';
import { fileUrl } from '../files/url';
import { personalOrgOf } from './service';

const maskPhone = (phone: string) =>
  phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

export async function listMembers(db: Db, orgId: bigint, userId: bigint) {
  const { role } = await memberAccess(db, orgId, userId);
  const seesPhones = ORG_ROLE_RANK[role] >= ORG_ROLE_RANK.admin;
  const rows = await membersOf(db, orgId);
  const list: Member[] = rows.map(({ member, user }) => ({
    userId: user.id.toString(),
    nickname: user.nickname,
    avatar: fileUrl(user.avatar),
    phone: seesPhones || user.id === userId ? user.phone : maskPhone(user.phone),
    role: member.role,
    joinedAt: member.createdAt.toISOString(),
  }));
  return { list, total: list.length };
}

/** The actor must outrank the target, and may grant only roles below their own. */
async function manageable(db: Db, orgId: bigint, actorId: bigint, targetId: bigint) {
  const actor = await requireOrgPermission(db, orgId, actorId, 'org:members');
  requireTeam(actor.org);
  const target = await memberRole(db, orgId, targetId);
  if (!target) throw new AppError(404, 'NOT_FOUND');
  if (ORG_ROLE_RANK[target] >= ORG_ROLE_RANK[actor.role]) throw new AppError(403, 'ROLE_TOO_HIGH');
  return { actor, target };
}

export async function changeRole(
  db: Db,
  orgId: bigint,
  actorId: bigint,
  targetId: bigint,
  role: OrgRole,
) {
  const { actor, target } = await manageable(db, orgId, actorId, targetId);
  if (ORG_ROLE_RANK[role] >= ORG_ROLE_RANK[actor.role]) throw new AppError(403, 'ROLE_TOO_HIGH');
  await db.transaction(async (tx) => {
    await tx
      .update(orgMembers)
      .set({ role })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, targetId)));
    await audit(tx, {
      actorUserId: actorId,
      orgId,
      action: 'member.role',
      targetType: 'user',
      targetId,
      detail: { from: target, to: role },
    });
  });
}

async function dropMember(db: Executor, orgId: bigint, userId: bigint) {
  await db
    .delete(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  // Their pages stop showing this team at once: the current org falls back to their own space.
  await db
    .update(users)
    .set({ currentOrgId: personalOrgOf(users.id) })
    .where(and(eq(users.id, userId), eq(users.currentOrgId, orgId)));
}

export async function removeMember(db: Db, orgId: bigint, actorId: bigint, targetId: bigint) {
  await manageable(db, orgId, actorId, targetId);
  await db.transaction(async (tx) => {
    await dropMember(tx, orgId, targetId);
    await audit(tx, {
      actorUserId: actorId,
      orgId,
      action: 'member.remove',
      targetType: 'user',
      targetId,
    });
  });
}

export async function leaveOrg(db: Db, orgId: bigint, userId: bigint) {
  const { org, role } = await memberAccess(db, orgId, userId);
  requireTeam(org);
  if (role === 'owner') throw new AppError(400, 'OWNER_MUST_TRANSFER');
  await dropMember(db, orgId, userId);
}

/** There is always exactly one owner: the old one becomes an admin in the same transaction. */
export async function transferOwnership(db: Db, orgId: bigint, ownerId: bigint, targetId: bigint) {
  const { org } = await requireOrgPermission(db, orgId, ownerId, 'org:transfer');
  requireTeam(org);
  if (targetId === ownerId || !(await memberRole(db, orgId, targetId)))
    throw new AppError(404, 'NOT_FOUND');
  await db.transaction(async (tx) => {
    const where = (id: bigint) => and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, id));
    await tx.update(orgMembers).set({ role: 'admin' }).where(where(ownerId));
    await tx.update(orgMembers).set({ role: 'owner' }).where(where(targetId));
    await audit(tx, {
      actorUserId: ownerId,
      orgId,
      action: 'org.transfer',
      targetType: 'user',
      targetId,
    });
  });
}
