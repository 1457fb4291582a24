import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu, tabs, the answer button. */
const zhCN = {
  menu: 'AI 页面',
  page: '编辑页面',
  new: '新建页面',
  fromAnswer: '做成网页',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'AI pages',
  page: 'Edit page',
  new: 'New page',
  fromAnswer: 'Make a web page',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
