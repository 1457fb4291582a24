import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  title: '意见反馈',
} as const;

const enUS: Widen<typeof zhCN> = {
  title: 'Feedback',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
