import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  menu: '文章管理',
  editor: '编辑文章',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'Articles',
  editor: 'Edit article',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
