import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its page loads: the tab's title. */
const zhCN = {
  settings: '客服设置',
} as const;

const enUS: Widen<typeof zhCN> = {
  settings: 'Bot settings',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
