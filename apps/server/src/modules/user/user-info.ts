import { permissionsFor, type UserInfo } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { fileUrl } from '../files';
import { currentOrg, type UserRow } from './repo';

/** The user record of spec §3 as the client sees it. */
export async function toUserInfo(db: Db, user: UserRow): Promise<UserInfo> {
  const org = await currentOrg(db, user);
  const orgId = org ? user.currentOrgId!.toString() : '';
  return {
    id: user.id.toString(),
    orgId,
    orgName: org?.name ?? '',
    // The current organisation's public code: its sign-in links (`/dingtalk/:tenantId`) carry it.
    tenantId: org?.code ?? '',
    nickname: user.nickname,
    avatar: fileUrl(user.avatar),
    phone: user.phone ?? '',
    role: user.role,
    ban: user.ban,
    permissions: permissionsFor(user.role, org?.role ?? null),
    createAt: user.createdAt.toISOString(),
  };
}
