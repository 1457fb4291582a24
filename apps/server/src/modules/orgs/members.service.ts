import { ORG_ROLE_RANK, type Member, type OrgRole } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { fileUrl } from '../files';
import { suspendKeysOfHolder } from '../keys';
import { memberAccess, requireOrgPermission, requireOutranks, requireTeam } from './access';
import { dropMember, lockMemberships, membersOf, setMemberRole } from './repo';

const maskPhone = (phone: string) =>
  phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

export async function listMembers(db: Db, caller: Caller, orgId: bigint) {
  const userId = caller.user.id;
  const { role } = await memberAccess(db, orgId, userId);
  const seesPhones = ORG_ROLE_RANK[role] >= ORG_ROLE_RANK.admin;
  const rows = await membersOf(db, orgId);
  const list: Member[] = rows.map(({ member, user }) => ({
    userId: user.id.toString(),
    nickname: user.nickname,
    avatar: fileUrl(user.avatar),
    phone: !user.phone ? '' : seesPhones || user.id === userId ? user.phone : maskPhone(user.phone),
    role: member.role,
    joinedAt: member.createdAt.toISOString(),
  }));
  return { list, total: list.length };
}

/**
 * Inside a transaction: locks the actor's and the target's memberships, then reads both roles
 * under the lock, so neither can change or vanish before the write this guards is committed (two
 * changes to one member run one after the other, the second seeing the first). The actor must
 * hold `permission` in a team; a target who is not a member answers 404.
 */
async function lockActorAndTarget(
  tx: Executor,
  orgId: bigint,
  actorId: bigint,
  targetId: bigint,
  permission: string,
) {
  const locked = await lockMemberships(tx, orgId, [actorId, targetId]);
  const actor = await requireOrgPermission(tx, orgId, actorId, permission);
  requireTeam(actor.org);
  const target = locked.get(targetId);
  if (!target) throw new AppError(404, 'NOT_FOUND');
  return { actor, target };
}

/** As lockActorAndTarget, and the actor must outrank the target. */
async function lockManageable(tx: Executor, orgId: bigint, actorId: bigint, targetId: bigint) {
  const locked = await lockActorAndTarget(tx, orgId, actorId, targetId, 'org:members');
  requireOutranks(locked.actor.role, locked.target);
  return locked;
}

/** The actor may grant only roles below their own. */
export async function changeRole(
  db: Db,
  caller: Caller,
  orgId: bigint,
  targetId: bigint,
  role: OrgRole,
) {
  const actorId = caller.user.id;
  await db.transaction(async (tx) => {
    const { actor, target } = await lockManageable(tx, orgId, actorId, targetId);
    requireOutranks(actor.role, role);
    await setMemberRole(tx, orgId, targetId, role);
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

/**
 * The keys they hold in the team are suspended. Once it answers, `member.removed` is for its
 * caller to emit (the bot's conversations they held wait for a person again).
 */
export async function removeMember(db: Db, caller: Caller, orgId: bigint, targetId: bigint) {
  const actorId = caller.user.id;
  await db.transaction(async (tx) => {
    await lockManageable(tx, orgId, actorId, targetId);
    await dropMember(tx, orgId, targetId);
    await suspendKeysOfHolder(tx, targetId, 'removed', orgId);
    await audit(tx, {
      actorUserId: actorId,
      orgId,
      action: 'member.remove',
      targetType: 'user',
      targetId,
    });
  });
}

/** As removeMember, for the caller themself. */
export async function leaveOrg(db: Db, caller: Caller, orgId: bigint) {
  const userId = caller.user.id;
  await db.transaction(async (tx) => {
    // Locked first: ownership handed to them at this moment is seen here, or waits for the leave.
    await lockMemberships(tx, orgId, [userId]);
    const { org, role } = await memberAccess(tx, orgId, userId);
    requireTeam(org);
    if (role === 'owner') throw new AppError(400, 'OWNER_MUST_TRANSFER');
    await dropMember(tx, orgId, userId);
    await suspendKeysOfHolder(tx, userId, 'left', orgId);
  });
}

/** There is always exactly one owner: the old one becomes an admin in the same transaction. */
export async function transferOwnership(db: Db, caller: Caller, orgId: bigint, targetId: bigint) {
  const ownerId = caller.user.id;
  await db.transaction(async (tx) => {
    await lockActorAndTarget(tx, orgId, ownerId, targetId, 'org:transfer');
    if (targetId === ownerId) throw new AppError(404, 'NOT_FOUND');
    await setMemberRole(tx, orgId, ownerId, 'admin');
    await setMemberRole(tx, orgId, targetId, 'owner');
    await audit(tx, {
      actorUserId: ownerId,
      orgId,
      action: 'org.transfer',
      targetType: 'user',
      targetId,
    });
  });
}
