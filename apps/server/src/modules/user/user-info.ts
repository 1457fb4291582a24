import { permissionsFor, type UserInfo } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { fileUrl } from '../files/url';
import { currentOrgRole, type UserRow } from './repo';

/** The user record of spec §3 as the client sees it. */
export async function toUserInfo(db: Db, user: UserRow): Promise<UserInfo> {
  const orgRole = await currentOrgRole(db, user);
  const orgId = user.currentOrgId?.toString() ?? '';
  return {
    id: user.id.toString(),
    orgId,
    // Sign-in apps (DingTalk, WeChat) are chosen per organisation; until then it is the current one.
    tenantId: orgId,
    nickname: user.nickname,
    avatar: fileUrl(user.avatar),
    phone: user.phone,
    role: user.role,
    ban: user.ban,
    permissions: permissionsFor(user.role, orgRole),
    createAt: user.createdAt.toISOString(),
  };
}
