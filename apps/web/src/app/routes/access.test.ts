import { describe, expect, it } from 'vitest';
import { chainPasses, checkAccess, firstReachablePath, rolePasses } from './access';
import { routeInfo } from './match';
import { menuFromRoutes } from './menu';
import type { RouteMeta } from './meta';

const meta = (extra: Partial<RouteMeta>): RouteMeta => ({ key: 'x', ...extra });
const chainOf = (path: string) => routeInfo(path).chain;

describe('route access (spec §4)', () => {
  it('passes routes without roles or without an auth requirement', () => {
    expect(rolePasses(meta({}), undefined)).toBe(true);
    expect(rolePasses(meta({ requiresAuth: false, roles: ['admin'] }), 'user')).toBe(true);
  });

  it('passes `*`, and otherwise needs the role listed', () => {
    expect(rolePasses(meta({ roles: ['*'] }), 'user')).toBe(true);
    expect(rolePasses(meta({ roles: ['admin'] }), 'admin')).toBe(true);
    expect(rolePasses(meta({ roles: ['admin'] }), 'user')).toBe(false);
    expect(rolePasses(meta({ roles: ['admin'] }), undefined)).toBe(false);
  });

  it('checks every route above a page too', () => {
    expect(chainPasses(chainOf('/admin/system'), 'admin')).toBe(true);
    expect(chainPasses(chainOf('/admin/system'), 'user')).toBe(false);
    expect(chainPasses(chainOf('/dashboard/workplace'), 'user')).toBe(true);
  });

  it('finds the first page a role can reach, in menu order', () => {
    expect(firstReachablePath(menuFromRoutes('user'))).toBe('/dashboard/workplace');
    expect(firstReachablePath(menuFromRoutes('admin'))).toBe('/dashboard/workplace');
    expect(firstReachablePath([])).toBeNull();
    expect(
      firstReachablePath([
        { key: 'g', titleKey: 'nav:dashboard.menu' as const, children: [] },
        { key: 'p', titleKey: 'menu.setting', path: '/p' },
      ]),
    ).toBe('/p');
  });

  it('sends a denied role to its first reachable page, else not-found', () => {
    const input = { chain: chainOf('/admin/system'), role: 'user', serverKeys: null };
    expect(checkAccess({ ...input, menu: menuFromRoutes('user') })).toEqual({
      kind: 'redirect',
      to: '/dashboard/workplace',
    });
    expect(checkAccess({ ...input, menu: [] })).toEqual({ kind: 'notFound' });
    expect(checkAccess({ ...input, role: 'admin', menu: [] })).toEqual({ kind: 'allow' });
  });

  it('in menu-from-server mode needs the server menu or the white list, else not-found', () => {
    const serverKeys = new Set(['dashboard', 'dashboard.workplace']);
    const check = (path: string, role: string) =>
      checkAccess({ chain: chainOf(path), role, serverKeys, menu: [] }).kind;
    expect(check('/dashboard/workplace', 'user')).toBe('allow');
    expect(check('/admin/system', 'admin')).toBe('notFound');
    expect(check('/redirect/%2Fdashboard%2Fworkplace', 'user')).toBe('allow');
    expect(check('/no/such/page', 'user')).toBe('allow');
    expect(check('/setting', 'user')).toBe('allow');
    const withAdmin = new Set([...serverKeys, 'admin', 'admin.system']);
    expect(
      checkAccess({
        chain: chainOf('/admin/system'),
        role: 'admin',
        serverKeys: withAdmin,
        menu: [],
      }).kind,
    ).toBe('allow');
    // The role must still pass, whatever the server lists.
    expect(
      checkAccess({
        chain: chainOf('/admin/system'),
        role: 'user',
        serverKeys: withAdmin,
        menu: [],
      }).kind,
    ).toBe('notFound');
  });
});
