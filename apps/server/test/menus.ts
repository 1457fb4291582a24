import {
  NAVIGATION,
  ORG_ROLE_PERMISSIONS,
  type MenuItem,
  type NavigationEntry,
  type OrgRole,
  type PlatformRole,
} from '@miaoyu/contracts';

/**
 * The tree of the contract's NAVIGATION that a platform role sees, as `POST /api/user/menu`
 * answers it (keys only): entries open to the role, those needing an org permission only when
 * the caller's role in their current org holds it, and no parent left without children.
 */
export function expectedMenu(
  role: PlatformRole,
  orgRole: OrgRole = 'owner',
  entries: readonly NavigationEntry[] = NAVIGATION,
): MenuItem[] {
  const held = ORG_ROLE_PERMISSIONS[orgRole];
  return entries.flatMap((entry) => {
    if (!entry.roles.includes('*') && !entry.roles.includes(role)) return [];
    if (entry.permission && !held.includes(entry.permission)) return [];
    if (!entry.children) return [{ key: entry.key }];
    const children = expectedMenu(role, orgRole, entry.children);
    return children.length > 0 ? [{ key: entry.key, children }] : [];
  });
}

/** The built-in menu of platform role `user` in a space they own (a newcomer's personal one). */
export const USER_MENU = expectedMenu('user');

/** USER_MENU as a member of a team answers it: the bots' logs need the team's helper managers. */
export const MEMBER_MENU = expectedMenu('user', 'member');
