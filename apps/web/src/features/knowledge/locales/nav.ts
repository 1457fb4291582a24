import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  menu: '知识库',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'Knowledge',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
