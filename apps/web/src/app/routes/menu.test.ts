import { describe, expect, it } from 'vitest';
import { NAVIGATION, type NavigationEntry } from '@miaoyu/contracts/navigation';
import { menuFromRoutes, menuFromServer, serverMenuKeys, type MenuNode } from './menu';
import type { AppRoute } from './meta';
import { studioRoutes } from './table';

const shape = (nodes: MenuNode[]): unknown =>
  nodes.map((node) =>
    node.children ? { [node.key]: shape(node.children) } : `${node.key} ${node.path}`,
  );

const keys = (nodes: MenuNode[]): unknown =>
  nodes.map((node) => (node.children ? { [node.key]: keys(node.children) } : node.key));

const hidden = new Set<string>();
(function collectHidden(routes: readonly AppRoute[]) {
  for (const route of routes) {
    if (route.handle?.hideInMenu) hidden.add(route.handle.key);
    collectHidden(route.children ?? []);
  }
})(studioRoutes);

/** The menu NAVIGATION (the server's order) gives a role: its entries the role opens, shown ones. */
function fromNavigation(
  role: string,
  permissions: readonly string[],
  entries: readonly NavigationEntry[] = NAVIGATION,
): unknown[] {
  return entries.flatMap((entry): unknown[] => {
    const opens = entry.roles.some((r) => r === '*' || r === role);
    if (!opens || hidden.has(entry.key)) return [];
    if (entry.permission && !permissions.includes(entry.permission)) return [];
    if (!entry.children) return [entry.key];
    const children = fromNavigation(role, permissions, entry.children);
    return children.length ? [{ [entry.key]: children }] : [];
  });
}

// The inbox, and the bots' logs, for the org's helper managers.
const manager = ['inbox:handle', 'helper:manage'];

describe('menu', () => {
  it("comes from the route table, by role and in NAVIGATION's order, without hidden routes", () => {
    for (const role of ['user', 'admin'])
      expect(keys(menuFromRoutes(role, undefined, undefined, manager))).toEqual(
        fromNavigation(role, manager),
      );
    // Hidden pages (a team's page, a helper's page, the editor) open from links, not the menu.
    expect([...hidden].filter((key) => key.startsWith('setting.')).sort()).toEqual([
      'setting.botSettings',
      'setting.cashier',
      'setting.helper',
      'setting.helperEdit',
      'setting.helperNew',
      'setting.team',
    ]);
    expect(
      (shape(menuFromRoutes('user', undefined, undefined, manager)) as unknown[]).slice(2, 4),
    ).toEqual(['chat /chat', 'aiPages /ai-pages']);
    expect(menuFromRoutes('admin')[0]).toMatchObject({ titleKey: 'nav:dashboard.menu' });
  });

  it("leaves out what the user's role in their org does not open: a member has no bots' logs", () => {
    const member = menuFromRoutes('user', undefined, undefined, ['inbox:handle']);
    expect(shape(member.filter((node) => node.key === 'customerService'))).toEqual([
      { customerService: ['setting.inbox /setting/inbox'] },
    ]);
    // Nor does the server's menu bring it back.
    const server = [{ key: 'customerService', children: [{ key: 'setting.botLogs' }] }];
    expect(menuFromServer(server, member)).toEqual([]);
  });

  it('follows the server menu: its entries, its order, unknown keys dropped', () => {
    const server = [
      { key: 'admin', children: [{ key: 'admin.system' }, { key: 'admin.ghost' }] },
      { key: 'dashboard', children: [{ key: 'dashboard.workplace' }] },
      { key: 'nowhere' },
    ];
    expect(shape(menuFromServer(server, menuFromRoutes('admin')))).toEqual([
      { admin: ['admin.system /admin/system'] },
      { dashboard: ['dashboard.workplace /dashboard/workplace'] },
    ]);
    expect([...serverMenuKeys(server)].sort()).toEqual(
      [
        'admin',
        'admin.ghost',
        'admin.system',
        'dashboard',
        'dashboard.workplace',
        'nowhere',
      ].sort(),
    );
  });

  it('still needs the role to pass for entries the server lists', () => {
    const server = [
      { key: 'dashboard', children: [{ key: 'dashboard.workplace' }] },
      { key: 'admin', children: [{ key: 'admin.system' }] },
    ];
    expect(shape(menuFromServer(server, menuFromRoutes('user')))).toEqual([
      { dashboard: ['dashboard.workplace /dashboard/workplace'] },
    ]);
  });

  it('drops groups the server sends empty', () => {
    expect(menuFromServer([{ key: 'dashboard', children: [] }], menuFromRoutes('user'))).toEqual(
      [],
    );
  });
});
