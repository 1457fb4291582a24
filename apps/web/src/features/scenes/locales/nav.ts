import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tabs. */
const zhCN = {
  menu: '业务场景',
  editor: '编辑场景',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'Business scenes',
  editor: 'Edit scene',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
