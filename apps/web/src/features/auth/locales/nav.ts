import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  login: '登录',
} as const;

const enUS: Widen<typeof zhCN> = {
  login: 'Sign in',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
