import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  title: '团队管理',
  invite: '团队邀请',
  switcher: {
    title: '切换组织',
    loading: '加载中…',
    failed: '组织列表加载失败',
    manage: '团队管理',
  },
  switched: '已切换到「{{name}}」',
} as const;

const enUS: Widen<typeof zhCN> = {
  title: 'Team',
  invite: 'Team invitation',
  switcher: {
    title: 'Switch organisation',
    loading: 'Loading…',
    failed: 'Could not load your organisations',
    manage: 'Manage teams',
  },
  switched: 'Switched to “{{name}}”',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
