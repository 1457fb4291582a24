import { eq, sql } from 'drizzle-orm';
import type { Org, OrgRole } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { files, organisations, orgMembers, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { publicCode } from '../../lib/crypto';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { FileStorage } from '../../plugins/storage/types';
import { deleteFile, saveImage } from '../files/service';
import { fileUrl } from '../files/url';
import { memberAccess, requireOrgPermission, requireTeam, type OrgRow } from './access';
import { deletionImpact, memberCounts, orgsOfUser } from './repo';

/** SQL for a user's personal organisation, where members land when they lose their current one. */
export const personalOrgOf = (userId: unknown) =>
  sql`(select o.id from ${organisations} o join ${orgMembers} m on m.org_id = o.id
    where o.kind = 'personal' and m.user_id = ${userId} and m.role = 'owner' limit 1)`;

export function toOrg(org: OrgRow, role: OrgRole, memberCount: number): Org {
  return {
    id: org.id.toString(),
    name: org.name,
    kind: org.kind,
    code: org.code,
    logo: fileUrl(org.logo),
    role,
    memberCount,
    createdAt: org.createdAt.toISOString(),
  };
}

export async function listOrgs(db: Db, userId: bigint) {
  const rows = await orgsOfUser(db, userId);
  const list = rows.map((r) => toOrg(r.org, r.role, r.memberCount));
  return { list, total: list.length };
}

export async function getOrg(db: Db, orgId: bigint, userId: bigint): Promise<Org> {
  const { org, role } = await memberAccess(db, orgId, userId);
  return toOrg(org, role, (await memberCounts(db, [org.id])).get(org.id) ?? 0);
}

export async function createTeam(db: Db, userId: bigint, name: string): Promise<Org> {
  const org = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(organisations)
      .values({ name, kind: 'team', code: publicCode(), createdBy: userId })
      .returning();
    await tx.insert(orgMembers).values({ orgId: created!.id, userId, role: 'owner' });
    // A new team becomes the current organisation: the creator goes on to set it up.
    await tx.update(users).set({ currentOrgId: created!.id }).where(eq(users.id, userId));
    return created!;
  });
  return toOrg(org, 'owner', 1);
}

export async function updateOrg(
  db: Db,
  orgId: bigint,
  userId: bigint,
  patch: { name?: string; code?: string },
): Promise<Org> {
  const { org } = await requireOrgPermission(db, orgId, userId, 'org:manage');
  if (patch.code !== undefined) requireTeam(org);
  try {
    await db.update(organisations).set(patch).where(eq(organisations.id, orgId));
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError(409, 'TEAM_CODE_TAKEN') : error;
  }
  return getOrg(db, orgId, userId);
}

/** Checks the right before reading the upload, so a refused caller's bytes are never stored. */
export async function setLogo(
  db: Db,
  storage: FileStorage,
  orgId: bigint,
  userId: bigint,
  readUpload: () => Promise<Buffer>,
): Promise<Org> {
  const { org } = await requireOrgPermission(db, orgId, userId, 'org:manage');
  const code = await saveImage(db, storage, { orgId, userId }, 'logo', await readUpload());
  await db.update(organisations).set({ logo: code }).where(eq(organisations.id, orgId));
  if (org.logo) await deleteFile(db, storage, { orgId }, org.logo);
  return getOrg(db, orgId, userId);
}

export async function orgDeletionImpact(db: Db, orgId: bigint, userId: bigint) {
  const { org } = await requireOrgPermission(db, orgId, userId, 'org:delete');
  requireTeam(org);
  return deletionImpact(db, orgId);
}

/** Owner only, after typing the name; members fall back to their personal space. */
export async function deleteTeam(
  db: Db,
  storage: FileStorage,
  orgId: bigint,
  userId: bigint,
  confirmName: string,
): Promise<void> {
  const { org } = await requireOrgPermission(db, orgId, userId, 'org:delete');
  requireTeam(org);
  if (confirmName.trim() !== org.name) throw new AppError(400, 'ORG_NAME_MISMATCH');
  const stored = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(eq(files.orgId, orgId));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ currentOrgId: personalOrgOf(users.id) })
      .where(eq(users.currentOrgId, orgId));
    await audit(tx, {
      actorUserId: userId,
      action: 'org.delete',
      targetType: 'organisation',
      targetId: orgId,
      detail: { name: org.name },
    });
    await tx.delete(organisations).where(eq(organisations.id, orgId));
  });
  await Promise.all(stored.map((f) => storage.delete(f.key).catch(() => undefined)));
}

export async function switchOrg(db: Db, orgId: bigint, userId: bigint): Promise<void> {
  await memberAccess(db, orgId, userId);
  await db.update(users).set({ currentOrgId: orgId }).where(eq(users.id, userId));
}
