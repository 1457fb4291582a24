import type { Invite } from '@miaoyu/contracts/orgs';

export type InviteState = 'valid' | 'expired' | 'used' | 'revoked';

/** Same order as the server: revoked, then used up, then expired. */
export function inviteState(invite: Invite, now: Date = new Date()): InviteState {
  if (invite.revoked) return 'revoked';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'used';
  if (new Date(invite.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** Arco tag colour of each state. */
export const inviteStateColor: Record<InviteState, string> = {
  valid: 'green',
  expired: 'orange',
  used: 'gray',
  revoked: 'red',
};
