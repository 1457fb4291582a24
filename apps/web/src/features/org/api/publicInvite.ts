import { invitePreviewSchema, orgSchema, type Org } from '@miaoyu/contracts/orgs';
import { api } from '@/lib/http';

/**
 * The invite page lives outside the studio (no react-query there): plain calls. Both are
 * silent: the page shows what went wrong in place.
 */
export async function getInvitePreview(code: string) {
  return invitePreviewSchema.parse(
    await api.get(`/v1/invites/${encodeURIComponent(code)}`, { silent: true }),
  );
}

export async function acceptInvite(code: string): Promise<Org> {
  return orgSchema.parse(
    await api.post(`/v1/invites/${encodeURIComponent(code)}/accept`, undefined, { silent: true }),
  );
}
