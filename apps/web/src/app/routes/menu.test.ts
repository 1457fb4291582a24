import { describe, expect, it } from 'vitest';
import { menuFromRoutes, menuFromServer, serverMenuKeys, type MenuNode } from './menu';

const shape = (nodes: MenuNode[]): unknown =>
  nodes.map((node) =>
    node.children ? { [node.key]: shape(node.children) } : `${node.key} ${node.path}`,
  );

// The hidden ones (a team's page, a helper's page, the editor) open from links, not the menu.
const helperPages = [
  'setting.personal /setting/personal',
  'setting.public /setting/public',
  'setting.orgSubscribe /setting/orgSubsribe',
  'setting.saleHelper /setting/saleHelper',
  'setting.aiHelper /setting/aiHelper',
];

// The inbox, and the bots' logs for the org's helper managers.
const servicePages = ['setting.inbox /setting/inbox', 'setting.botLogs /setting/botLogs'];
const manager = ['inbox:handle', 'helper:manage'];

describe('menu', () => {
  it('comes from the route table, by role and order, without hidden routes', () => {
    expect(shape(menuFromRoutes('user', undefined, undefined, manager))).toEqual([
      { dashboard: ['dashboard.workplace /dashboard/workplace'] },
      { helpers: helperPages },
      'chat /chat',
      'knowledge /knowledge',
      { customerService: servicePages },
    ]);
    expect(shape(menuFromRoutes('admin', undefined, undefined, manager))).toEqual([
      { dashboard: ['dashboard.workplace /dashboard/workplace'] },
      { helpers: helperPages },
      'chat /chat',
      'knowledge /knowledge',
      { customerService: servicePages },
      {
        admin: [
          'admin.users /admin/users',
          'admin.orgs /admin/orgs',
          'admin.feedback /admin/feedback',
          'admin.menus /admin/menus',
          'admin.modelHosts /admin/model-hosts',
          'admin.system /admin/system',
        ],
      },
    ]);
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
