/**
 * The SQL of invites. Functions take the organisation whose invites they touch, except the two
 * that find an invite by its code: the code is the credential its holder was sent.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { organisations, orgInvites, users } from '../../db/schema';
import { codeCandidates, INVITE_CODE_LENGTH } from '@miaoyu/contracts/codes';

export type InviteRow = typeof orgInvites.$inferSelect;
type NewInvite = Omit<typeof orgInvites.$inferInsert, 'id' | 'orgId'>;

export async function insertInvite(tx: Executor, orgId: bigint, invite: NewInvite) {
  const [created] = await tx
    .insert(orgInvites)
    .values({ ...invite, orgId })
    .returning();
  return created!;
}

export function invitesOfRoles(db: Db, orgId: bigint, roles: InviteRow['role'][]) {
  return db
    .select()
    .from(orgInvites)
    .where(and(eq(orgInvites.orgId, orgId), inArray(orgInvites.role, roles)))
    .orderBy(desc(orgInvites.createdAt));
}

/** Inside a transaction: the org's invite, held until it ends, or undefined. */
export async function lockInvite(tx: Executor, orgId: bigint, inviteId: bigint) {
  const [invite] = await tx
    .select({ role: orgInvites.role })
    .from(orgInvites)
    .where(and(eq(orgInvites.id, inviteId), eq(orgInvites.orgId, orgId)))
    .for('update');
  return invite;
}

export async function markInviteRevoked(tx: Executor, orgId: bigint, inviteId: bigint) {
  await tx
    .update(orgInvites)
    .set({ revokedAt: new Date() })
    .where(and(eq(orgInvites.id, inviteId), eq(orgInvites.orgId, orgId)));
}

/** An invite's code as typed may be a readable one in another case or grouped by dashes. */
const codesOf = (code: string) => codeCandidates(code, INVITE_CODE_LENGTH);

/** The invite behind a link, its team and who sent it. */
export async function inviteByCode(db: Db, code: string) {
  const rows = await db
    .select({ invite: orgInvites, org: organisations, inviter: users.nickname })
    .from(orgInvites)
    .innerJoin(organisations, eq(organisations.id, orgInvites.orgId))
    .leftJoin(users, eq(users.id, orgInvites.createdBy))
    .where(inArray(orgInvites.code, codesOf(code)))
    .limit(2);
  return rows.find((row) => row.invite.code === code) ?? rows[0];
}

/** Inside a transaction: the invite behind a link, held so two people cannot both take its last use. */
export async function lockInviteByCode(tx: Executor, code: string) {
  const invites = await tx
    .select()
    .from(orgInvites)
    .where(inArray(orgInvites.code, codesOf(code)))
    .for('update');
  return invites.find((invite) => invite.code === code) ?? invites[0];
}

export async function countInviteUse(tx: Executor, orgId: bigint, inviteId: bigint) {
  await tx
    .update(orgInvites)
    .set({ uses: sql`${orgInvites.uses} + 1` })
    .where(and(eq(orgInvites.id, inviteId), eq(orgInvites.orgId, orgId)));
}

/** Unexpired, unrevoked invites addressed to this phone number, with their teams. */
export function invitesToPhone(db: Db, phone: string) {
  return db
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
}
