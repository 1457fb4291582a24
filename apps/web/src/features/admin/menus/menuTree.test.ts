import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@miaoyu/contracts/menu';
import { routeTitleKey } from '@/lib/feature';
import { i18n } from '@/lib/i18n';
import { checkedLeafKeys, itemsFromChecked, menuKeys, toTreeData } from './menuTree';

const available: MenuItem[] = [
  { key: 'dashboard', children: [{ key: 'dashboard.workplace' }] },
  {
    key: 'admin',
    children: [{ key: 'admin.users' }, { key: 'admin.orgs' }, { key: 'admin.system' }],
  },
  { key: 'solo' },
];

describe('menu tree ↔ menu items', () => {
  it('keeps the available order whatever order the keys were ticked in', () => {
    expect(itemsFromChecked(available, ['admin.system', 'solo', 'admin.users'])).toEqual([
      { key: 'admin', children: [{ key: 'admin.users' }, { key: 'admin.system' }] },
      { key: 'solo' },
    ]);
  });

  it('keeps a parent when one child is ticked, and drops it when none is', () => {
    expect(itemsFromChecked(available, ['dashboard.workplace'])).toEqual([
      { key: 'dashboard', children: [{ key: 'dashboard.workplace' }] },
    ]);
    expect(itemsFromChecked(available, ['admin'])).toEqual([]);
    expect(itemsFromChecked(available, [])).toEqual([]);
  });

  it('ticks the leaves of a saved menu, which round-trip to the same menu', () => {
    const saved = itemsFromChecked(available, ['dashboard.workplace', 'admin.orgs']);
    expect(checkedLeafKeys(saved)).toEqual(['dashboard.workplace', 'admin.orgs']);
    expect(itemsFromChecked(available, checkedLeafKeys(saved))).toEqual(saved);
    expect(menuKeys(saved)).toEqual(['dashboard', 'dashboard.workplace', 'admin', 'admin.orgs']);
  });

  it('titles nodes from the locale, and unknown keys by themselves', () => {
    const title = (key: string) => {
      const localeKey = routeTitleKey(key);
      return localeKey ? i18n.t(localeKey) : key;
    };
    const tree = toTreeData(available, title);
    expect(tree[0]).toEqual({
      key: 'dashboard',
      title: '仪表盘',
      children: [{ key: 'dashboard.workplace', title: '工作台' }],
    });
    expect(tree[2]).toEqual({ key: 'solo', title: 'solo' });
  });
});
