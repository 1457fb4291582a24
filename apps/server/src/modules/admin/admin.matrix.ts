import type { MatrixAction } from '../../../test/matrix/actions';

/** Platform administration: platform admins only. */
export const MATRIX: MatrixAction[] = [
  {
    name: 'search users',
    request: () => ({ method: 'GET', url: '/v1/admin/users?q=1555' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'ban a user',
    request: (w) => ({
      method: 'POST',
      url: `/v1/admin/users/${w.ids.target}/ban`,
      payload: { reason: '垃圾信息' },
    }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'search organisations',
    request: () => ({ method: 'GET', url: '/v1/admin/orgs' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'list all feedback',
    request: () => ({ method: 'GET', url: '/v1/admin/feedbacks' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'read role menus',
    request: () => ({ method: 'GET', url: '/v1/admin/menus' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'edit the user menu',
    request: () => ({
      method: 'PUT',
      url: '/v1/admin/menus/user',
      payload: { items: [{ key: 'dashboard', children: [{ key: 'dashboard.workplace' }] }] },
    }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'read system status',
    request: () => ({ method: 'GET', url: '/v1/admin/system' }),
    allowed: ['platformAdmin'],
  },
];
