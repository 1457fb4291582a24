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
    firstSteps: {
      title: '新手上路',
      progress: '已完成 {{done}}/{{total}} 步',
      allDone: '全部完成！你的客服机器人已经上线。',
      done: '已完成',
      todo: '未完成',
      open: '查看',
      dismiss: '不再显示',
      steps: {
        model: {
          title: '添加模型',
          hint: '接入 OpenAI 兼容的模型服务；没有模型时，助手只能从知识库中摘录回答。',
          action: '去添加',
        },
        knowledge: {
          title: '添加知识',
          hint: '新建知识库并上传文档，文档处理完成后即可被助手引用。',
          action: '去添加',
        },
        helper: {
          title: '创建助手',
          hint: '从模板开始，几分钟做好一个通用助手、文案助手或销售助手。',
          action: '去创建',
        },
        bot: {
          title: '发布客服机器人',
          hint: '创建客服助手并生成访问密钥，访客即可通过链接与它对话。',
          action: '去发布',
        },
        embed: {
          title: '嵌入网站',
          hint: '把嵌入代码放到密钥允许的网站上，有页面加载机器人后即完成。',
          action: '获取代码',
        },
      },
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
