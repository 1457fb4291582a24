/** The built-in menu of platform role `user`, as `POST /api/user/menu` answers it. */
export const USER_MENU = [
  { key: 'dashboard', children: [{ key: 'dashboard.workplace' }] },
  {
    key: 'helpers',
    children: [
      { key: 'setting.personal' },
      { key: 'setting.public' },
      { key: 'setting.orgSubscribe' },
      { key: 'setting.saleHelper' },
      { key: 'setting.aiHelper' },
      { key: 'setting.team' },
      { key: 'setting.helper' },
      { key: 'setting.helperNew' },
      { key: 'setting.helperEdit' },
      { key: 'setting.botSettings' },
    ],
  },
  { key: 'chat' },
  { key: 'knowledge' },
  { key: 'customerService', children: [{ key: 'setting.inbox' }, { key: 'setting.botLogs' }] },
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

/** USER_MENU as a member of a team answers it: the bots' logs need the team's helper managers. */
export const MEMBER_MENU = USER_MENU.map((item) =>
  item.key === 'customerService' ? { ...item, children: [{ key: 'setting.inbox' }] } : item,
);
