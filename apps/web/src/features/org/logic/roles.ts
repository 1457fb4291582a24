import { ORG_ROLE_RANK, type OrgRole } from '@miaoyu/contracts/permissions';

type Assignable = 'admin' | 'member';

/** What I may do to one member row; mirrors the server's checks (it decides anyway). */
export interface MemberActions {
  /** Roles I may give this member; empty: no role select. */
  roles: Assignable[];
  remove: boolean;
  transfer: boolean;
  leave: boolean;
}

/** Roles strictly below mine: the ones I may grant (in invites too). */
export function grantableRoles(myRole: OrgRole): Assignable[] {
  return (['admin', 'member'] as const).filter(
    (role) => ORG_ROLE_RANK[role] < ORG_ROLE_RANK[myRole],
  );
}

export function canManage(myRole: OrgRole): boolean {
  return myRole === 'owner' || myRole === 'admin';
}

/**
 * I may act on members I outrank: change their role among roles below mine (only when there
 * is a choice), remove them. Only the owner transfers ownership; anyone but the owner leaves.
 */
export function memberActions(myRole: OrgRole, target: OrgRole, isSelf: boolean): MemberActions {
  if (isSelf) return { roles: [], remove: false, transfer: false, leave: myRole !== 'owner' };
  const outranks = ORG_ROLE_RANK[myRole] > ORG_ROLE_RANK[target];
  const roles = grantableRoles(myRole);
  return {
    roles: outranks && roles.length > 1 ? roles : [],
    remove: outranks,
    transfer: myRole === 'owner',
    leave: false,
  };
}
