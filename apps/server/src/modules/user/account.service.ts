import { normalizePhone, type Device, type UserInfo } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import type { FileStorage } from '../../plugins/storage/types';
import { deleteFile, saveImage } from '../files';
import { suspendKeysOfHolder } from '../keys';
import {
  activeTokensOf,
  deleteUserRows,
  lockForDeletion,
  ownedTeams,
  personalOrgIds,
  revokeUserToken,
  sharedWithOthers,
  updateUserRow,
} from './account.repo';
import { checkCode } from './auth.service';
import { AVATAR_FILES } from './file-purposes';
import { findUserByPhone } from './repo';
import { toUserInfo } from './user-info';

export async function updateProfile(db: Db, caller: Caller, nickname: string): Promise<UserInfo> {
  return toUserInfo(db, await updateUserRow(db, caller.user.id, { nickname }));
}

export async function updateAvatar(db: Db, storage: FileStorage, caller: Caller, bytes: Buffer) {
  const { user } = caller;
  const owner = { orgId: null, userId: user.id };
  const code = await saveImage(db, storage, owner, AVATAR_FILES, bytes);
  const updated = await updateUserRow(db, user.id, { avatar: code });
  if (user.avatar) await deleteFile(db, storage, { userId: user.id }, user.avatar);
  return toUserInfo(db, updated);
}

type CodeConfig = Parameters<typeof checkCode>[1];

/**
 * Moves the account to a new phone once the code sent there is confirmed. Whether the number
 * belongs to someone else is said only after the code: only that number's holder may learn it.
 */
export async function changePhone(
  db: Db,
  config: CodeConfig,
  caller: Caller,
  rawPhone: string,
  code: string,
) {
  const phone = normalizePhone(rawPhone);
  if (!phone) throw new AppError(422, 'VALIDATION_FAILED');
  const result = await checkCode(db, config, phone, code);
  if (result !== 'ok') throw new AppError(400, result);
  const owner = await findUserByPhone(db, phone);
  if (owner && owner.id !== caller.user.id) throw new AppError(409, 'PHONE_TAKEN');
  return toUserInfo(db, await updateUserRow(db, caller.user.id, { phone }));
}

export async function listDevices(db: Db, caller: Caller) {
  const rows = await activeTokensOf(db, caller.user.id);
  const list: Device[] = rows.map((row) => ({
    id: row.id.toString(),
    userAgent: row.userAgent ?? '',
    ip: row.ip ?? '',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === caller.tokenId,
  }));
  return { list, total: list.length };
}

export async function revokeDevice(db: Db, caller: Caller, deviceId: bigint) {
  if (!(await revokeUserToken(db, caller.user.id, deviceId))) throw new AppError(404, 'NOT_FOUND');
}

/** Teams the user owns: alone (deleted with the account) or with others (which block it). */
async function deletionImpactOf(db: Executor, userId: bigint) {
  const owned = await ownedTeams(db, userId);
  const blocked = await sharedWithOthers(
    db,
    userId,
    owned.map((org) => org.id),
  );
  return {
    soleTeams: owned.filter((org) => !blocked.has(org.id)).map((org) => org.name),
    blockingTeams: owned.filter((org) => blocked.has(org.id)).map((org) => org.name),
    soleTeamIds: owned.filter((org) => !blocked.has(org.id)).map((org) => org.id),
  };
}

export async function accountDeletionImpact(db: Db, caller: Caller) {
  const { soleTeams, blockingTeams } = await deletionImpactOf(db, caller.user.id);
  return { soleTeams, blockingTeams };
}

/**
 * Deletes the account with its personal space and sole-owned teams; refused while others depend
 * on it. Answers the organisations deleted with it: once it answers, `org.deleted` for each and
 * `user.deleted` are for its caller to emit.
 */
export async function deleteAccount(
  db: Db,
  storage: FileStorage,
  caller: Caller,
): Promise<{ orgIds: bigint[] }> {
  const userId = caller.user.id;
  const { storedFiles, orgIds } = await db.transaction(async (tx) => {
    await lockForDeletion(tx, userId);
    const impact = await deletionImpactOf(tx, userId);
    if (impact.blockingTeams.length > 0) throw new AppError(409, 'OWNS_TEAM_WITH_MEMBERS');
    const orgIds = [...impact.soleTeamIds, ...(await personalOrgIds(tx, userId))];
    // Keys they hold in teams that stay: suspended before the account (their holder) goes.
    await suspendKeysOfHolder(tx, userId, 'deleted');
    return { storedFiles: await deleteUserRows(tx, userId, orgIds), orgIds };
  });
  // Stored bytes go once the rows are gone for good: a refused deletion keeps every file.
  await Promise.all(storedFiles.map((f) => storage.delete(f.key).catch(() => undefined)));
  return { orgIds };
}
