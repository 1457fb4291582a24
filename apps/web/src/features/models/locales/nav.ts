import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  title: '模型设置',
} as const;

const enUS: Widen<typeof zhCN> = {
  title: 'Models',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
