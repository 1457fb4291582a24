import type { Org, OrgRole } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import type { FileStorage } from '../../plugins/storage/types';
import { deleteFile, saveImage, fileUrl } from '../files';
import { memberAccess, requireOrgPermission, requireTeam, type OrgRow } from './access';
import { LOGO_FILES } from './file-purposes';
import {
  deleteOrgRows,
  deletionImpact,
  insertTeam,
  memberCounts,
  orgFileKeys,
  orgsOfUser,
  setCurrentOrg,
  updateOrgRow,
} from './repo';

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

export async function listOrgs(db: Db, caller: Caller) {
  const rows = await orgsOfUser(db, caller.user.id);
  const list = rows.map((r) => toOrg(r.org, r.role, r.memberCount));
  return { list, total: list.length };
}

export async function getOrg(db: Db, caller: Caller, orgId: bigint): Promise<Org> {
  const { org, role } = await memberAccess(db, orgId, caller.user.id);
  return toOrg(org, role, (await memberCounts(db, [org.id])).get(org.id) ?? 0);
}

export async function createTeam(db: Db, caller: Caller, name: string): Promise<Org> {
  // A new team becomes the current organisation: the creator goes on to set it up.
  const org = await db.transaction((tx) => insertTeam(tx, caller.user.id, name));
  return toOrg(org, 'owner', 1);
}

export async function updateOrg(
  db: Db,
  caller: Caller,
  orgId: bigint,
  patch: { name?: string; code?: string },
): Promise<Org> {
  const { org } = await requireOrgPermission(db, orgId, caller.user.id, 'org:manage');
  if (patch.code !== undefined) requireTeam(org);
  try {
    await updateOrgRow(db, orgId, patch);
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError(409, 'TEAM_CODE_TAKEN') : error;
  }
  return getOrg(db, caller, orgId);
}

/** Checks the right before reading the upload, so a refused caller's bytes are never stored. */
export async function setLogo(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  orgId: bigint,
  readUpload: () => Promise<Buffer>,
): Promise<Org> {
  const userId = caller.user.id;
  const { org } = await requireOrgPermission(db, orgId, userId, 'org:manage');
  const code = await saveImage(db, storage, { orgId, userId }, LOGO_FILES, await readUpload());
  await updateOrgRow(db, orgId, { logo: code });
  if (org.logo) await deleteFile(db, storage, { orgId }, org.logo);
  return getOrg(db, caller, orgId);
}

export async function orgDeletionImpact(db: Db, caller: Caller, orgId: bigint) {
  const { org } = await requireOrgPermission(db, orgId, caller.user.id, 'org:delete');
  requireTeam(org);
  return deletionImpact(db, orgId);
}

/**
 * Owner only, after typing the name; members fall back to their personal space. Once it
 * answers, `org.deleted` is for its caller to emit: other modules remove what they keep of it.
 */
export async function deleteTeam(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  orgId: bigint,
  confirmName: string,
): Promise<void> {
  const { org } = await requireOrgPermission(db, orgId, caller.user.id, 'org:delete');
  requireTeam(org);
  if (confirmName.trim() !== org.name) throw new AppError(400, 'ORG_NAME_MISMATCH');
  const stored = await orgFileKeys(db, orgId);
  await db.transaction(async (tx) => {
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'org.delete',
      targetType: 'organisation',
      targetId: orgId,
      detail: { name: org.name },
    });
    await deleteOrgRows(tx, orgId);
  });
  await Promise.all(stored.map((f) => storage.delete(f.key).catch(() => undefined)));
}

/** Held until the switch is written: a removal meanwhile waits, then moves the user back. */
export async function switchOrg(db: Db, caller: Caller, orgId: bigint): Promise<void> {
  await db.transaction(async (tx) => {
    await memberAccess(tx, orgId, caller.user.id, { lock: true });
    await setCurrentOrg(tx, caller.user.id, orgId);
  });
}
