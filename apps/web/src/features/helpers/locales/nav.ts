import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  menu: '助手',
  personal: '我的助手',
  team: '团队助手',
  public: '助手广场',
  orgSubscribe: '团队订阅',
  saleHelper: '销售助手',
  helper: '助手',
  aiHelper: 'AI 助手',
  // The editor's titles (its pages are built beside these).
  editorNew: '创建助手',
  editorEdit: '编辑助手',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'Helpers',
  personal: 'My helpers',
  team: 'Team helpers',
  public: 'Helper square',
  orgSubscribe: 'Subscriptions',
  saleHelper: 'Sales helpers',
  helper: 'Helper',
  aiHelper: 'AI helper',
  editorNew: 'New helper',
  editorEdit: 'Edit helper',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
