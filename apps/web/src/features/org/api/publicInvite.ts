import type { invitePreviewSchema, orgSchema, Org } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { invitePath, invitePreviewRequest } from './requests';

/**
 * The invite page lives outside the studio (no react-query there): plain calls. Both are
 * silent: the page shows what went wrong in place.
 */
export async function getInvitePreview(code: string) {
  return answerOf<typeof invitePreviewSchema>(
    await getFirst(invitePreviewRequest(code), { silent: true }),
  );
}

export async function acceptInvite(code: string): Promise<Org> {
  return answerOf<typeof orgSchema>(
    await api.post(`${invitePath(code)}/accept`, undefined, { silent: true }),
  );
}
