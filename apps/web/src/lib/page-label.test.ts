import { beforeEach, describe, expect, it } from 'vitest';
import { storedLabels, usePageLabels } from './page-label';

// Other files' pages may have named themselves in this run.
beforeEach(() => usePageLabels.getState().clear());

describe('page labels', () => {
  it('keeps the name a page gave itself by its path, for reloads too', () => {
    usePageLabels.getState().set('/setting/s/abc', '暖屋销售话术');
    usePageLabels.getState().set('/setting/s/xyz', '写作助手');
    expect(usePageLabels.getState().labels['/setting/s/abc']).toBe('暖屋销售话术');
    expect(JSON.parse(sessionStorage.getItem('page-labels') ?? '{}')).toEqual({
      '/setting/s/abc': '暖屋销售话术',
      '/setting/s/xyz': '写作助手',
    });
    // Renamed: the new name replaces the old.
    usePageLabels.getState().set('/setting/s/abc', '暖屋销售');
    expect(usePageLabels.getState().labels['/setting/s/abc']).toBe('暖屋销售');
  });

  it('keeps only the newest fifty', () => {
    for (let i = 0; i < 60; i += 1) usePageLabels.getState().set(`/setting/s/${i}`, `助手${i}`);
    const labels = usePageLabels.getState().labels;
    expect(Object.keys(labels)).toHaveLength(50);
    expect(labels['/setting/s/9']).toBeUndefined();
    expect(labels['/setting/s/59']).toBe('助手59');
  });

  it('forgets every name when cleared (on signing out)', () => {
    usePageLabels.getState().set('/setting/s/abc', '暖屋销售话术');
    usePageLabels.getState().clear();
    expect(usePageLabels.getState().labels).toEqual({});
    expect(sessionStorage.getItem('page-labels')).toBe('{}');
  });

  it('reads back only names from the tab’s storage, whatever else is there', () => {
    sessionStorage.setItem('page-labels', JSON.stringify({ '/a': '暖屋', '/b': 3, '/c': null }));
    expect(storedLabels()).toEqual({ '/a': '暖屋' });
    sessionStorage.setItem('page-labels', '[1,2]');
    expect(storedLabels()).toEqual({});
    sessionStorage.setItem('page-labels', 'not json');
    expect(storedLabels()).toEqual({});
    sessionStorage.removeItem('page-labels');
  });
});
