import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '@miaoyu/contracts';
import { expectedMenu, MEMBER_MENU, USER_MENU } from '../../../test/menus';
import { menuFor } from './definition';

describe('menuFor', () => {
  it('gives users the dashboard and their own settings pages', () => {
    expect(menuFor('user')).toEqual(USER_MENU);
  });

  it('gives platform admins the admin section too, last', () => {
    expect(menuFor('admin')).toEqual(expectedMenu('admin'));
    const admin = NAVIGATION.find((entry) => entry.key === 'admin')!;
    expect(menuFor('admin').at(-1)).toEqual({
      key: 'admin',
      children: admin.children!.map((child) => ({ key: child.key })),
    });
    expect(USER_MENU.map((item) => item.key)).not.toContain('admin');
    // A team's member is not offered what needs a permission their role lacks (the bots' logs).
    expect(JSON.stringify(MEMBER_MENU)).not.toContain('setting.botLogs');
    expect(JSON.stringify(USER_MENU)).toContain('setting.botLogs');
  });

  it('drops a parent whose children are all hidden', () => {
    const items = [
      { key: 'p', roles: ['*'] as const, children: [{ key: 'c', roles: ['admin'] as const }] },
    ];
    expect(menuFor('user', items)).toEqual([]);
    expect(menuFor('admin', items)).toEqual([{ key: 'p', children: [{ key: 'c' }] }]);
  });
});
