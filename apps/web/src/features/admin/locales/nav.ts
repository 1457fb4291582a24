import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  menu: '平台管理',
  users: '用户管理',
  orgs: '组织管理',
  feedback: '反馈处理',
  menus: '菜单配置',
  modelHosts: '模型地址放行',
  system: '系统状态',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'Platform admin',
  users: 'Users',
  orgs: 'Organisations',
  feedback: 'Feedback inbox',
  menus: 'Menus',
  modelHosts: 'Model hosts',
  system: 'System status',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
