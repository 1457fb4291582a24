import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TAB, neighbourOf, tabPath, useTabsStore, type TabEntry } from './store';
import { tabFor } from './tabFor';

const tab = (path: string, extra: Partial<TabEntry> = {}): TabEntry => ({
  title: 'nav:dashboard.workplace',
  name: path.slice(1),
  fullPath: path,
  query: {},
  ignoreCache: false,
  ...extra,
});
const paths = () => useTabsStore.getState().tabs.map(tabPath);
const store = () => useTabsStore.getState();

describe('tabs store', () => {
  beforeEach(() => {
    useTabsStore.setState({ tabs: [DEFAULT_TAB] });
    ['/a', '/b', '/c', '/d'].forEach((path) => store().open(tab(path)));
  });

  it('starts with the workplace and adds pages in order, once each', () => {
    store().open(tab('/b'));
    expect(paths()).toEqual(['/dashboard/workplace', '/a', '/b', '/c', '/d']);
    expect(JSON.parse(window.sessionStorage.getItem('arco-tabs') ?? '[]')).toHaveLength(5);
  });

  it('keeps one tab per page, following its latest query', () => {
    store().open(tab('/b?page=2', { query: { page: '2' } }));
    expect(paths()).toHaveLength(5);
    expect(store().tabs[2]).toMatchObject({ fullPath: '/b?page=2', query: { page: '2' } });
  });

  it('puts a page in the place of a finished one, once, the workplace staying', () => {
    store().replace('/b', tab('/e'));
    expect(paths()).toEqual(['/dashboard/workplace', '/a', '/e', '/c', '/d']);
    store().replace('/e', tab('/c'));
    expect(paths()).toEqual(['/dashboard/workplace', '/a', '/c', '/d']);
    store().replace('/dashboard/workplace', tab('/f'));
    expect(paths()).toEqual(['/dashboard/workplace', '/a', '/c', '/d', '/f']);
  });

  it('never adds the redirect helper', () => {
    store().open(tab('/redirect/%2Fa', { name: 'redirect' }));
    expect(tabFor({ pathname: '/redirect/%2Fa', search: '' })).toBeNull();
    expect(tabFor({ pathname: '/no/such/page', search: '' })).toBeNull();
    expect(paths()).not.toContain('/redirect/%2Fa');
  });

  it('builds tabs from the route table', () => {
    expect(tabFor({ pathname: '/admin/system', search: '?q=db' })).toEqual({
      title: 'nav:admin.system',
      name: 'admin.system',
      fullPath: '/admin/system?q=db',
      query: { q: 'db' },
      ignoreCache: false,
    });
  });

  it('closes the current, left, right and other tabs', () => {
    store().close('/b');
    expect(paths()).toEqual(['/dashboard/workplace', '/a', '/c', '/d']);
    store().closeLeft('/c');
    expect(paths()).toEqual(['/dashboard/workplace', '/c', '/d']);
    store().open(tab('/e'));
    store().closeRight('/c');
    expect(paths()).toEqual(['/dashboard/workplace', '/c']);
    store().open(tab('/f'));
    store().closeOthers('/f');
    expect(paths()).toEqual(['/dashboard/workplace', '/f']);
    store().closeAll();
    expect(paths()).toEqual(['/dashboard/workplace']);
  });

  it('never closes the default tab', () => {
    store().close('/dashboard/workplace');
    store().closeOthers('/c');
    store().closeLeft('/c');
    expect(paths()).toEqual(['/dashboard/workplace', '/c']);
    store().closeAll();
    expect(paths()).toEqual(['/dashboard/workplace']);
  });

  it('picks the neighbour to show after closing the current tab', () => {
    const tabs = store().tabs;
    expect(tabPath(neighbourOf(tabs, '/b'))).toBe('/a');
    expect(tabPath(neighbourOf(tabs, '/dashboard/workplace'))).toBe('/a');
  });
});
