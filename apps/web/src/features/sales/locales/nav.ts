import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load. */
const zhCN = {
  workspace: '销售工作台',
} as const;

const enUS: Widen<typeof zhCN> = {
  workspace: 'Sales workspace',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
