import type { AdminUser, MenuItem, PlatformRole } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { requirePlatformAdminScope, type Caller } from '../../lib/scope';
import { revokeAllTokens } from '../../plugins/auth/tokens';
import { fileUrl } from '../files';
import { allRoleMenus, resetRoleMenu, saveRoleMenu } from '../menu';
import { suspendKeysOfHolder } from '../keys';
import {
  adminSearchOrgs,
  adminSearchUsers,
  adminSetUserBan,
  type AdminUserRow,
  type Page,
} from './repo';

const toAdminUser = (u: AdminUserRow): AdminUser => ({
  id: u.id.toString(),
  phone: u.phone ?? '',
  nickname: u.nickname,
  avatar: fileUrl(u.avatar),
  role: u.role,
  ban: u.ban,
  banReason: u.banReason ?? '',
  createdAt: u.createdAt.toISOString(),
});

export async function searchUsers(db: Db, caller: Caller, page: Page) {
  requirePlatformAdminScope(caller);
  const { rows, total } = await adminSearchUsers(db, page);
  return { list: rows.map(toAdminUser), total };
}

/**
 * Ban or unban. A ban answers 403 on the banned user's very next request and revokes their
 * tokens, so an unban does not bring back sessions from before it: they sign in again. Once a
 * ban answers, `user.banned` is for its caller to emit.
 */
export async function setBan(db: Db, caller: Caller, userId: bigint, ban: boolean, reason = '') {
  requirePlatformAdminScope(caller);
  if (userId === caller.user.id) throw new AppError(400, 'BAD_REQUEST');
  return db.transaction(async (tx) => {
    // Updating the row first locks it until the tokens are revoked: a sign-in holds it for share
    // while it checks the ban and stores its token, so it either finishes first (and its token is
    // revoked here) or waits and sees the ban.
    const row = await adminSetUserBan(tx, userId, ban, reason);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    if (ban) await revokeAllTokens(tx, userId);
    // Their keys stop too, and an unban does not bring them back: an admin hands them on.
    if (ban) await suspendKeysOfHolder(tx, userId, 'banned');
    await audit(tx, {
      actorUserId: caller.user.id,
      action: ban ? 'user.ban' : 'user.unban',
      targetType: 'user',
      targetId: userId,
      detail: ban ? { reason } : {},
    });
    return toAdminUser(row);
  });
}

export async function searchOrgs(db: Db, caller: Caller, page: Page) {
  requirePlatformAdminScope(caller);
  const { rows, total } = await adminSearchOrgs(db, page);
  return {
    list: rows.map((r) => ({
      id: r.org.id.toString(),
      name: r.org.name,
      kind: r.org.kind,
      code: r.org.code,
      memberCount: r.memberCount,
      ownerNickname: r.ownerNickname ?? '',
      createdAt: r.org.createdAt.toISOString(),
    })),
    total,
  };
}

/** The menus of every platform role, as admins edit them. */
export async function roleMenus(db: Db, caller: Caller) {
  requirePlatformAdminScope(caller);
  return allRoleMenus(db);
}

export async function changeRoleMenu(
  db: Db,
  caller: Caller,
  role: PlatformRole,
  items: MenuItem[] | null,
) {
  requirePlatformAdminScope(caller);
  if (items) await saveRoleMenu(db, caller.user.id, role, items);
  else await resetRoleMenu(db, caller.user.id, role);
}
