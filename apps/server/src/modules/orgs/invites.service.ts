import type { FastifyInstance } from 'fastify';
import {
  INVITE_CODE_LENGTH,
  normalizePhone,
  type CreateInviteBody,
  type Invite,
  type Org,
  type OrgRole,
} from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { publicCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { fileUrl } from '../files';
import { requireOrgPermission, requireOutranks, requireTeam, rolesBelow } from './access';
import {
  countInviteUse,
  insertInvite,
  inviteByCode,
  invitesOfRoles,
  invitesToPhone,
  lockInvite,
  lockInviteByCode,
  markInviteRevoked,
  type InviteRow,
} from './invites.repo';
import { addMember, memberRole, setCurrentOrg } from './repo';
import { getOrg } from './service';
type InviteState = 'valid' | 'expired' | 'used' | 'revoked';

const HOUR_MS = 3_600_000;

function stateOf(invite: InviteRow, now = Date.now()): InviteState {
  if (invite.revokedAt) return 'revoked';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'used';
  if (invite.expiresAt.getTime() <= now) return 'expired';
  return 'valid';
}

const toInvite = (row: InviteRow): Invite => ({
  id: row.id.toString(),
  code: row.code,
  role: row.role,
  phone: row.phone,
  maxUses: row.maxUses,
  uses: row.uses,
  expiresAt: row.expiresAt.toISOString(),
  revoked: row.revokedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/*
 * An invite is created, listed and revoked only by someone who outranks the role it grants:
 * whoever holds an invite's code can take that role, so an admin never sees an admin invite.
 */

export async function createInvite(
  db: Db,
  caller: Caller,
  orgId: bigint,
  body: CreateInviteBody,
): Promise<Invite> {
  const actorId = caller.user.id;
  const row = await db.transaction(async (tx) => {
    const lock = { lock: true };
    const { org, role } = await requireOrgPermission(tx, orgId, actorId, 'org:members', lock);
    requireTeam(org);
    requireOutranks(role, body.role);
    const phone = body.phone ? normalizePhone(body.phone) : null;
    return insertInvite(tx, orgId, {
      createdBy: actorId,
      code: publicCode(INVITE_CODE_LENGTH),
      role: body.role,
      phone,
      // A phone invite is for one person.
      maxUses: phone ? 1 : body.maxUses,
      expiresAt: new Date(Date.now() + body.expiresInHours * HOUR_MS),
    });
  });
  return toInvite(row);
}

/** The roles of the invites `actor` may see and revoke. No invite grants ownership (that is a transfer). */
const visibleInviteRoles = (actor: OrgRole) =>
  rolesBelow(actor).filter((r): r is InviteRow['role'] => r !== 'owner');

export async function listInvites(db: Db, caller: Caller, orgId: bigint) {
  const { role } = await requireOrgPermission(db, orgId, caller.user.id, 'org:members');
  const visible = visibleInviteRoles(role);
  const rows = visible.length === 0 ? [] : await invitesOfRoles(db, orgId, visible);
  const list = rows.map(toInvite);
  return { list, total: list.length };
}

export async function revokeInvite(db: Db, caller: Caller, orgId: bigint, inviteId: bigint) {
  await db.transaction(async (tx) => {
    const lock = { lock: true };
    const { role } = await requireOrgPermission(tx, orgId, caller.user.id, 'org:members', lock);
    const invite = await lockInvite(tx, orgId, inviteId);
    // One the caller may not see answers as a missing one, so neither its existence nor its role shows.
    if (!invite || !visibleInviteRoles(role).includes(invite.role)) {
      throw new AppError(404, 'NOT_FOUND');
    }
    await markInviteRevoked(tx, orgId, inviteId);
  });
}

/** What the holder of a link sees: the team and the role offered, never its members. */
export async function previewInvite(db: Db, code: string) {
  const row = await inviteByCode(db, code);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return {
    orgName: row.org.name,
    orgLogo: fileUrl(row.org.logo),
    role: row.invite.role,
    inviterNickname: row.inviter ?? '',
    expiresAt: row.invite.expiresAt.toISOString(),
    state: stateOf(row.invite),
  };
}

const STATE_ERRORS = {
  expired: 'INVITE_EXPIRED',
  used: 'INVITE_USED',
  revoked: 'INVITE_REVOKED',
} as const;

export async function acceptInvite(
  db: Db,
  plans: FastifyInstance['plans'],
  caller: Caller,
  code: string,
): Promise<Org> {
  const { user } = caller;
  const orgId = await db.transaction(async (tx) => {
    const invite = await lockInviteByCode(tx, code);
    if (!invite) throw new AppError(404, 'NOT_FOUND');
    const state = stateOf(invite);
    if (state !== 'valid') throw new AppError(400, STATE_ERRORS[state]);
    if (invite.phone && invite.phone !== user.phone) throw new AppError(403, 'INVITE_WRONG_PHONE');
    if (await memberRole(tx, invite.orgId, user.id)) throw new AppError(409, 'ALREADY_MEMBER');
    await plans.require(tx, invite.orgId, 'members');
    await addMember(tx, invite.orgId, user.id, invite.role);
    await countInviteUse(tx, invite.orgId, invite.id);
    await setCurrentOrg(tx, user.id, invite.orgId);
    await audit(tx, {
      actorUserId: user.id,
      orgId: invite.orgId,
      action: 'invite.accept',
      targetType: 'invite',
      targetId: invite.id,
    });
    return invite.orgId;
  });
  return getOrg(db, caller, orgId);
}

/** Valid invites addressed to the caller's phone number, for the "invitations for you" list. */
export async function invitesForPhone(db: Db, caller: Caller) {
  // Someone who signed up through DingTalk, WeChat or single sign-on has no phone to invite.
  if (!caller.user.phone) return [];
  const rows = await invitesToPhone(db, caller.user.phone);
  return rows
    .filter((r) => stateOf(r.invite) === 'valid')
    .map((r) => ({
      code: r.invite.code,
      orgName: r.org.name,
      role: r.invite.role,
      expiresAt: r.invite.expiresAt.toISOString(),
    }));
}
