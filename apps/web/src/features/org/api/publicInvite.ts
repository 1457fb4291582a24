import { invitePreviewSchema, orgSchema, type Org } from '@miaoyu/contracts/orgs';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { invitePath, invitePreviewRequest } from './requests';

/**
 * The invite page lives outside the studio (no react-query there): plain calls. Both are
 * silent: the page shows what went wrong in place.
 */
export async function getInvitePreview(code: string) {
  return invitePreviewSchema.parse(await getFirst(invitePreviewRequest(code), { silent: true }));
}

export async function acceptInvite(code: string): Promise<Org> {
  return orgSchema.parse(await api.post(`${invitePath(code)}/accept`, undefined, { silent: true }));
}
