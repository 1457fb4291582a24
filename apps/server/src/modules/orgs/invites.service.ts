import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  normalizePhone,
  type CreateInviteBody,
  type Invite,
  type Org,
  type OrgRole,
} from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { organisations, orgInvites, orgMembers, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { randomToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { requireOrgPermission, requireOutranks, requireTeam, rolesBelow } from './access';
import { memberRole } from './repo';
import { fileUrl } from '../files/url';
import { getOrg } from './service';

type InviteRow = typeof orgInvites.$inferSelect;
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

export async function createInvite(db: Db, orgId: bigint, actorId: bigint, body: CreateInviteBody) {
  const row = await db.transaction(async (tx) => {
    const lock = { lock: true };
    const { org, role } = await requireOrgPermission(tx, orgId, actorId, 'org:members', lock);
    requireTeam(org);
    requireOutranks(role, body.role);
    const phone = body.phone ? normalizePhone(body.phone) : null;
    const [created] = await tx
      .insert(orgInvites)
      .values({
        orgId,
        createdBy: actorId,
        code: randomToken(18),
        role: body.role,
        phone,
        // A phone invite is for one person.
        maxUses: phone ? 1 : body.maxUses,
        expiresAt: new Date(Date.now() + body.expiresInHours * HOUR_MS),
      })
      .returning();
    return created!;
  });
  return toInvite(row);
}

/** The roles of the invites `actor` may see and revoke. No invite grants ownership (that is a transfer). */
const visibleInviteRoles = (actor: OrgRole) => rolesBelow(actor).filter((r) => r !== 'owner');

export async function listInvites(db: Db, orgId: bigint, actorId: bigint) {
  const { role } = await requireOrgPermission(db, orgId, actorId, 'org:members');
  const visible = visibleInviteRoles(role);
  const rows =
    visible.length === 0
      ? []
      : await db
          .select()
          .from(orgInvites)
          .where(and(eq(orgInvites.orgId, orgId), inArray(orgInvites.role, visible)))
          .orderBy(desc(orgInvites.createdAt));
  const list = rows.map(toInvite);
  return { list, total: list.length };
}

export async function revokeInvite(db: Db, orgId: bigint, actorId: bigint, inviteId: bigint) {
  await db.transaction(async (tx) => {
    const lock = { lock: true };
    const { role } = await requireOrgPermission(tx, orgId, actorId, 'org:members', lock);
    const [invite] = await tx
      .select({ role: orgInvites.role })
      .from(orgInvites)
      .where(and(eq(orgInvites.id, inviteId), eq(orgInvites.orgId, orgId)))
      .for('update');
    // One the caller may not see answers as a missing one, so neither its existence nor its role shows.
    if (!invite || !visibleInviteRoles(role).includes(invite.role)) {
      throw new AppError(404, 'NOT_FOUND');
    }
    await tx.update(orgInvites).set({ revokedAt: new Date() }).where(eq(orgInvites.id, inviteId));
  });
}

/** What the holder of a link sees: the team and the role offered, never its members. */
export async function previewInvite(db: Db, code: string) {
  const [row] = await db
    .select({ invite: orgInvites, org: organisations, inviter: users.nickname })
    .from(orgInvites)
    .innerJoin(organisations, eq(organisations.id, orgInvites.orgId))
    .leftJoin(users, eq(users.id, orgInvites.createdBy))
    .where(eq(orgInvites.code, code))
    .limit(1);
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
  code: string,
  user: { id: bigint; phone: string },
): Promise<Org> {
  const orgId = await db.transaction(async (tx) => {
    // Locks the invite so two people cannot both take its last use.
    const [invite] = await tx
      .select()
      .from(orgInvites)
      .where(eq(orgInvites.code, code))
      .for('update');
    if (!invite) throw new AppError(404, 'NOT_FOUND');
    const state = stateOf(invite);
    if (state !== 'valid') throw new AppError(400, STATE_ERRORS[state]);
    if (invite.phone && invite.phone !== user.phone) throw new AppError(403, 'INVITE_WRONG_PHONE');
    if (await memberRole(tx, invite.orgId, user.id)) throw new AppError(409, 'ALREADY_MEMBER');
    await tx.insert(orgMembers).values({ orgId: invite.orgId, userId: user.id, role: invite.role });
    await tx
      .update(orgInvites)
      .set({ uses: sql`${orgInvites.uses} + 1` })
      .where(eq(orgInvites.id, invite.id));
    await tx.update(users).set({ currentOrgId: invite.orgId }).where(eq(users.id, user.id));
    await audit(tx, {
      actorUserId: user.id,
      orgId: invite.orgId,
      action: 'invite.accept',
      targetType: 'invite',
      targetId: invite.id,
    });
    return invite.orgId;
  });
  return getOrg(db, orgId, user.id);
}

/** Valid invites addressed to this phone number, for the "invitations for you" list. */
export async function invitesForPhone(db: Db, phone: string) {
  const rows = await db
    .select({ invite: orgInvites, org: organisations })
    .from(orgInvites)
    .innerJoin(organisations, eq(organisations.id, orgInvites.orgId))
    .where(
      and(
        eq(orgInvites.phone, phone),
        isNull(orgInvites.revokedAt),
        gt(orgInvites.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(orgInvites.createdAt));
  return rows
    .filter((r) => stateOf(r.invite) === 'valid')
    .map((r) => ({
      code: r.invite.code,
      orgName: r.org.name,
      role: r.invite.role,
      expiresAt: r.invite.expiresAt.toISOString(),
    }));
}
