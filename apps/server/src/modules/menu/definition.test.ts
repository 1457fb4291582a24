import { describe, expect, it } from 'vitest';
import { menuFor } from './definition';

describe('menuFor', () => {
  it('gives users the dashboard only', () => {
    expect(menuFor('user')).toEqual([
      { key: 'dashboard', children: [{ key: 'dashboard.workplace' }] },
    ]);
  });

  it('gives platform admins the admin section too, after the dashboard', () => {
    expect(menuFor('admin').map((item) => item.key)).toEqual(['dashboard', 'admin']);
    expect(menuFor('admin')[1]).toEqual({ key: 'admin', children: [{ key: 'admin.system' }] });
  });

  it('drops a parent whose children are all hidden', () => {
    const items = [
      { key: 'p', roles: ['*'] as const, children: [{ key: 'c', roles: ['admin'] as const }] },
    ];
    expect(menuFor('user', items)).toEqual([]);
    expect(menuFor('admin', items)).toEqual([{ key: 'p', children: [{ key: 'c' }] }]);
  });
});
