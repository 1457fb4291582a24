import { describe, expect, it } from 'vitest';
import { USER_MENU } from '../../../test/menus';
import { menuFor } from './definition';

describe('menuFor', () => {
  it('gives users the dashboard and their own settings pages', () => {
    expect(menuFor('user')).toEqual(USER_MENU);
  });

  it('gives platform admins the admin section too, last', () => {
    expect(menuFor('admin').map((item) => item.key)).toEqual([
      'dashboard',
      'helpers',
      'chat',
      'knowledge',
      'customerService',
      'setting',
      'admin',
    ]);
    expect(menuFor('admin')[6]!.children!.map((c) => c.key)).toEqual([
      'admin.users',
      'admin.orgs',
      'admin.feedback',
      'admin.menus',
      'admin.modelHosts',
      'admin.system',
    ]);
  });

  it('drops a parent whose children are all hidden', () => {
    const items = [
      { key: 'p', roles: ['*'] as const, children: [{ key: 'c', roles: ['admin'] as const }] },
    ];
    expect(menuFor('user', items)).toEqual([]);
    expect(menuFor('admin', items)).toEqual([{ key: 'p', children: [{ key: 'c' }] }]);
  });
});
