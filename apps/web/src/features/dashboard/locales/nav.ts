import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  menu: '仪表盘',
  workplace: '工作台',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'Dashboard',
  workplace: 'Workplace',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
