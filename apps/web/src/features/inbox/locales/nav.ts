import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  menu: '客服',
  inbox: '人工会话',
  botLogs: '对话日志',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'Customer service',
  inbox: 'Inbox',
  botLogs: 'Bot logs',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
