import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { normalizePhone, type Device, type UserInfo } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { authTokens, files, organisations, orgMembers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../plugins/storage/types';
import { deleteFile, saveImage } from '../files/service';
import { checkCode } from './auth.service';
import { findUserByPhone, type UserRow } from './repo';
import { toUserInfo } from './user-info';

export async function updateProfile(db: Db, user: UserRow, nickname: string): Promise<UserInfo> {
  const [updated] = await db
    .update(users)
    .set({ nickname })
    .where(eq(users.id, user.id))
    .returning();
  return toUserInfo(db, updated!);
}

export async function updateAvatar(db: Db, storage: FileStorage, user: UserRow, bytes: Buffer) {
  const code = await saveImage(db, storage, { orgId: null, userId: user.id }, 'avatar', bytes);
  const [updated] = await db
    .update(users)
    .set({ avatar: code })
    .where(eq(users.id, user.id))
    .returning();
  if (user.avatar) await deleteFile(db, storage, { userId: user.id }, user.avatar);
  return toUserInfo(db, updated!);
}

type CodeConfig = Parameters<typeof checkCode>[1];

/**
 * Moves the account to a new phone once the code sent there is confirmed. Whether the number
 * belongs to someone else is said only after the code: only that number's holder may learn it.
 */
export async function changePhone(
  db: Db,
  config: CodeConfig,
  user: UserRow,
  rawPhone: string,
  code: string,
) {
  const phone = normalizePhone(rawPhone);
  if (!phone) throw new AppError(422, 'VALIDATION_FAILED');
  const result = await checkCode(db, config, phone, code);
  if (result !== 'ok') throw new AppError(400, result);
  const owner = await findUserByPhone(db, phone);
  if (owner && owner.id !== user.id) throw new AppError(409, 'PHONE_TAKEN');
  const [updated] = await db.update(users).set({ phone }).where(eq(users.id, user.id)).returning();
  return toUserInfo(db, updated!);
}

export async function listDevices(db: Db, userId: bigint, currentTokenId: bigint) {
  const rows = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(authTokens.createdAt);
  const list: Device[] = rows.map((row) => ({
    id: row.id.toString(),
    userAgent: row.userAgent ?? '',
    ip: row.ip ?? '',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentTokenId,
  }));
  return { list, total: list.length };
}

export async function revokeDevice(db: Db, userId: bigint, deviceId: bigint) {
  const [row] = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(authTokens.id, deviceId), eq(authTokens.userId, userId), isNull(authTokens.revokedAt)),
    )
    .returning({ id: authTokens.id });
  if (!row) throw new AppError(404, 'NOT_FOUND');
}

/** Teams the user owns: alone (deleted with the account) or with others (which block it). */
export async function accountDeletionImpact(db: Executor, userId: bigint) {
  const owned = await db
    .select({ org: organisations })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(
      and(
        eq(orgMembers.userId, userId),
        eq(orgMembers.role, 'owner'),
        eq(organisations.kind, 'team'),
      ),
    );
  const ids = owned.map((o) => o.org.id);
  const others = ids.length
    ? await db
        .selectDistinct({ orgId: orgMembers.orgId })
        .from(orgMembers)
        .where(and(inArray(orgMembers.orgId, ids), ne(orgMembers.userId, userId)))
    : [];
  const blocked = new Set(others.map((o) => o.orgId));
  return {
    soleTeams: owned.filter((o) => !blocked.has(o.org.id)).map((o) => o.org.name),
    blockingTeams: owned.filter((o) => blocked.has(o.org.id)).map((o) => o.org.name),
    soleTeamIds: ids.filter((id) => !blocked.has(id)),
  };
}

/**
 * Inside a transaction: locks what the deletion's checks read until it ends, the user's
 * memberships (ownership handed to them at this moment is either committed and counted, or waits
 * until the account is gone) and the teams they own (someone joining one is seen, or waits).
 */
async function lockForDeletion(tx: Executor, userId: bigint) {
  await tx
    .select({ orgId: orgMembers.orgId })
    .from(orgMembers)
    .where(eq(orgMembers.userId, userId))
    .orderBy(orgMembers.orgId)
    .for('update');
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .innerJoin(orgMembers, eq(orgMembers.orgId, organisations.id))
    .where(and(eq(orgMembers.userId, userId), eq(orgMembers.role, 'owner')))
    .orderBy(organisations.id)
    .for('update', { of: organisations });
}

/** Deletes the account with its personal space and sole-owned teams; refused while others depend on it. */
export async function deleteAccount(db: Db, storage: FileStorage, userId: bigint) {
  const storedFiles = await db.transaction(async (tx) => {
    await lockForDeletion(tx, userId);
    const impact = await accountDeletionImpact(tx, userId);
    if (impact.blockingTeams.length > 0) throw new AppError(409, 'OWNS_TEAM_WITH_MEMBERS');
    const personal = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .innerJoin(orgMembers, eq(orgMembers.orgId, organisations.id))
      .where(
        and(
          eq(orgMembers.userId, userId),
          eq(organisations.kind, 'personal'),
          eq(orgMembers.role, 'owner'),
        ),
      );
    const orgIds = [...impact.soleTeamIds, ...personal.map((p) => p.id)];
    const orgFiles = orgIds.length
      ? await tx.select({ key: files.storageKey }).from(files).where(inArray(files.orgId, orgIds))
      : [];
    const ownFiles = await tx
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.userId, userId));
    if (orgIds.length) await tx.delete(organisations).where(inArray(organisations.id, orgIds));
    await tx.delete(users).where(eq(users.id, userId));
    return [...orgFiles, ...ownFiles];
  });
  // Stored bytes go once the rows are gone for good: a refused deletion keeps every file.
  await Promise.all(storedFiles.map((f) => storage.delete(f.key).catch(() => undefined)));
}
