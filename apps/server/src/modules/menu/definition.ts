import { ROUTE_KEYS, type MenuItem, type PlatformRole } from '@miaoyu/contracts';

interface MenuDefinition {
  key: string;
  /** Platform roles that see this entry; `*` means everyone signed in. */
  roles: readonly (PlatformRole | '*')[];
  children?: MenuDefinition[];
}

/** The studio menu. Editable per role once organisations can customise it (issue 4). */
export const MENU: MenuDefinition[] = [
  {
    key: ROUTE_KEYS.dashboard,
    roles: ['*'],
    children: [{ key: ROUTE_KEYS.workplace, roles: ['*'] }],
  },
  { key: ROUTE_KEYS.chat, roles: ['*'] },
  {
    // Reached from the avatar menu rather than the side menu, but listed so that
    // menu-from-server mode lets every role open them.
    key: ROUTE_KEYS.setting,
    roles: ['*'],
    children: [
      { key: ROUTE_KEYS.account, roles: ['*'] },
      { key: ROUTE_KEYS.org, roles: ['*'] },
      { key: ROUTE_KEYS.feedback, roles: ['*'] },
      { key: ROUTE_KEYS.models, roles: ['*'] },
    ],
  },
  {
    key: ROUTE_KEYS.admin,
    roles: ['admin'],
    children: [
      { key: ROUTE_KEYS.adminUsers, roles: ['admin'] },
      { key: ROUTE_KEYS.adminOrgs, roles: ['admin'] },
      { key: ROUTE_KEYS.adminFeedback, roles: ['admin'] },
      { key: ROUTE_KEYS.adminMenus, roles: ['admin'] },
      { key: ROUTE_KEYS.adminSystem, roles: ['admin'] },
    ],
  },
];

/** The entries a role sees, in order; a parent with no visible children is left out. */
export function menuFor(role: PlatformRole, items: MenuDefinition[] = MENU): MenuItem[] {
  return items.flatMap((item) => {
    if (!item.roles.includes('*') && !item.roles.includes(role)) return [];
    if (!item.children) return [{ key: item.key }];
    const children = menuFor(role, item.children);
    return children.length > 0 ? [{ key: item.key, children }] : [];
  });
}
