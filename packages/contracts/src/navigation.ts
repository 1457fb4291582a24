import { ROUTE_KEYS } from './constants';
import type { PlatformRole } from './user';

/** Platform roles that may open a route; `*` means everyone signed in. */
export type RouteRoles = readonly (PlatformRole | '*')[];

export interface NavigationEntry {
  key: string;
  roles: RouteRoles;
  /** A permission in the current org the page needs (e.g. `helper:manage`); absent means none. */
  permission?: string;
  children?: readonly NavigationEntry[];
}

const everyone: RouteRoles = ['*'];
const admins: RouteRoles = ['admin'];

/**
 * The studio's pages and who may open them, written once: the server serves its menu from this
 * tree (in this order) and the web app's routes take their roles from it by key.
 */
export const NAVIGATION: readonly NavigationEntry[] = [
  {
    key: ROUTE_KEYS.dashboard,
    roles: everyone,
    children: [{ key: ROUTE_KEYS.workplace, roles: everyone }],
  },
  {
    // The hidden pages (a team's, a helper's, the editor) are listed so that menu-from-server
    // mode lets every role open them, as links to them are shared.
    key: ROUTE_KEYS.helpers,
    roles: everyone,
    children: [
      { key: ROUTE_KEYS.personal, roles: everyone },
      { key: ROUTE_KEYS.publicHelpers, roles: everyone },
      { key: ROUTE_KEYS.orgSubscribe, roles: everyone },
      { key: ROUTE_KEYS.saleHelpers, roles: everyone },
      { key: ROUTE_KEYS.aiHelper, roles: everyone },
      { key: ROUTE_KEYS.teamHelpers, roles: everyone },
      { key: ROUTE_KEYS.helper, roles: everyone },
      { key: ROUTE_KEYS.helperNew, roles: everyone },
      { key: ROUTE_KEYS.helperEdit, roles: everyone },
      { key: ROUTE_KEYS.botSettings, roles: everyone },
    ],
  },
  { key: ROUTE_KEYS.chat, roles: everyone },
  { key: ROUTE_KEYS.aiPages, roles: everyone },
  // Opened from the list and from links, never shown in the menu.
  { key: ROUTE_KEYS.aiPageNew, roles: everyone },
  { key: ROUTE_KEYS.aiPage, roles: everyone },
  { key: ROUTE_KEYS.businessScene, roles: everyone },
  { key: ROUTE_KEYS.businessSceneEditor, roles: everyone },
  { key: ROUTE_KEYS.knowledge, roles: everyone },
  {
    key: ROUTE_KEYS.customerService,
    roles: everyone,
    children: [
      { key: ROUTE_KEYS.inbox, roles: everyone },
      // Reading bots' logs and correcting answers is for the team's helper managers.
      { key: ROUTE_KEYS.botLogs, roles: everyone, permission: 'helper:manage' },
    ],
  },
  {
    // Reached from the avatar menu rather than the side menu, but listed so that
    // menu-from-server mode lets every role open them.
    key: ROUTE_KEYS.setting,
    roles: everyone,
    children: [
      { key: ROUTE_KEYS.account, roles: everyone },
      { key: ROUTE_KEYS.org, roles: everyone },
      { key: ROUTE_KEYS.feedback, roles: everyone },
      { key: ROUTE_KEYS.models, roles: everyone },
      { key: ROUTE_KEYS.plan, roles: everyone },
      { key: ROUTE_KEYS.trade, roles: everyone, permission: 'billing:manage' },
      { key: ROUTE_KEYS.cashier, roles: everyone, permission: 'billing:manage' },
    ],
  },
  {
    key: ROUTE_KEYS.admin,
    roles: admins,
    children: [
      { key: ROUTE_KEYS.adminUsers, roles: admins },
      { key: ROUTE_KEYS.adminOrgs, roles: admins },
      { key: ROUTE_KEYS.adminFeedback, roles: admins },
      { key: ROUTE_KEYS.adminMenus, roles: admins },
      { key: ROUTE_KEYS.adminModelHosts, roles: admins },
      { key: ROUTE_KEYS.adminSystem, roles: admins },
      // Other features' administration pages come after the admin feature's own.
      { key: ROUTE_KEYS.adminArticles, roles: admins },
      { key: ROUTE_KEYS.adminArticle, roles: admins },
      { key: ROUTE_KEYS.adminPlans, roles: admins },
    ],
  },
];

function index(entries: readonly NavigationEntry[], into = new Map<string, RouteRoles>()) {
  for (const entry of entries) {
    into.set(entry.key, entry.roles);
    index(entry.children ?? [], into);
  }
  return into;
}

const rolesByKey = index(NAVIGATION);

/** Who may open the route named `key`, or undefined for routes outside the navigation. */
export function navigationRoles(key: string): RouteRoles | undefined {
  return rolesByKey.get(key);
}

function indexPermissions(entries: readonly NavigationEntry[], into = new Map<string, string>()) {
  for (const entry of entries) {
    if (entry.permission) into.set(entry.key, entry.permission);
    indexPermissions(entry.children ?? [], into);
  }
  return into;
}

const permissionByKey = indexPermissions(NAVIGATION);

/** The org permission the route named `key` needs, if any. */
export function navigationPermission(key: string): string | undefined {
  return permissionByKey.get(key);
}
