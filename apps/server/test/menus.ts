/** The built-in menu of platform role `user`, as `POST /api/user/menu` answers it. */
export const USER_MENU = [
  { key: 'dashboard', children: [{ key: 'dashboard.workplace' }] },
  { key: 'chat' },
  { key: 'knowledge' },
  {
    key: 'setting',
    children: [
      { key: 'setting.account' },
      { key: 'setting.org' },
      { key: 'setting.feedback' },
      { key: 'setting.models' },
    ],
  },
];
