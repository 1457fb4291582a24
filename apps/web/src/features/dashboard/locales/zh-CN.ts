import type { Widen } from '@/lib/locale-types';

/** The dashboard feature's texts (namespace `dashboard`); the source every other language follows. */
const zhCN = {
  workplace: {
    welcome: '欢迎回来，{{nickname}}',
    intro: '从这里开始管理你的 AI 助手、知识库和业务场景。',
    stats: {
      title: '数据概览',
      conversationsThisWeek: '本周对话',
      messagesThisWeek: '本周消息',
      tokensThisWeek: '本周 Token 用量',
      helpers: '助手',
      visitorsToday: '今日访客',
    },
    chart: {
      title: '近 30 天消息数',
      total: '30 天共 {{total}} 条消息',
      seriesName: '消息数',
      tooltipValue: '消息数：{{value}}',
      export: '导出 PNG',
      ariaLabel: '近 30 天每日消息数折线图，共 {{total}} 条消息',
      empty: '最近 30 天还没有消息。开始对话后，这里会显示每天的消息数量。',
      loadFailed: '图表加载失败，请刷新页面重试。',
    },
    quickActions: {
      title: '快捷入口',
      newChat: '新建对话',
      helpers: '我的助手',
      knowledgeBase: '知识库',
      organization: '团队管理',
      settings: '账号设置',
    },
    recent: {
      title: '最近对话',
      empty: '还没有对话',
      emptyHint: '你和 AI 助手的对话会显示在这里，方便随时接着聊。',
      start: '开始新对话',
      untitled: '未命名对话',
    },
    announcements: {
      title: '公告',
      empty: '暂无公告',
      emptyHint: '平台和团队发布的公告会显示在这里。',
    },
    error: {
      title: '工作台数据加载失败',
      hint: '可能是网络不稳定或服务暂时不可用，请稍后重试。',
      retry: '重试',
    },
  },
} as const;

export type Messages = Widen<typeof zhCN>;

export default zhCN;
