import type { Widen } from '@/lib/locale-types';

/** The AI pages feature's texts (namespace `aiPages`); the source every other language follows. */
const zhCN = {
  list: {
    intro:
      '让助手根据对话写网页：产品介绍、活动邀请、报价单、数据报告……改到满意后分享链接，客户用手机、在微信里直接打开，无需登录。',
    create: '新建页面',
    mine: '我的页面',
    team: '团队的页面',
    search: '搜索标题',
    loadFailed: '页面列表加载失败',
    empty: '还没有 AI 页面',
    emptyText: '告诉助手你想要什么样的页面，它会写出完整的网页，你可以边看边改。',
    emptyHow: '在对话里也可以点回答下方的“做成网页”，把回答变成页面。',
    noMatch: '没有找到页面',
    noMatchText: '换个关键词试试。',
    owner: '作者：{{name}}',
    version: '第 {{n}} 版',
    liveShares: '{{count}} 个有效链接',
    updatedAt: '更新于 {{time}}',
  },
  preview: {
    width: '预览宽度',
    computer: '电脑',
    phone: '手机',
  },
  ask: {
    title: '修改要求',
    label: '告诉助手要怎么改',
    placeholder:
      '告诉助手要怎么改，例如：把价格改成 159 元，标题换成蓝色（Enter 发送，Shift+Enter 换行）',
    send: '修改页面',
    stop: '停止',
  },
  source: {
    generated: '生成',
    changed: '按要求修改',
    edited: '手动编辑',
    restored: '恢复',
  },
  versions: {
    title: '版本记录',
    current: '当前',
    show: '预览',
    compare: '对比',
    compareTitle: '对比版本',
    before: '旧版本',
    after: '新版本',
    restore: '恢复',
    restoredFrom: '恢复了第 {{n}} 版',
    restoreConfirm: '把第 {{n}} 版恢复为最新版本？当前版本会保留在记录里。',
  },
  share: {
    open: '分享',
    title: '分享页面',
    intro: '链接固定展示第 {{n}} 版；之后的修改不会影响已发出的链接。打开链接的人无需登录。',
    expiry: '有效期',
    days: '{{count}} 天',
    forever: '长期有效',
    password: '访问密码',
    passwordPlaceholder: '选填，4 到 64 位',
    create: '生成链接',
    links: '分享链接',
    link: '分享链接',
    state: { live: '有效', revoked: '已撤销', expired: '已过期' },
    withPassword: '有密码',
    until: '{{time}} 到期',
    views: '{{count}} 次浏览',
    lastViewed: '最近 {{time}}',
    revoke: '撤销',
    revokeConfirm: '撤销后这个链接立即失效，确定吗？',
  },
  editor: {
    loadFailed: '页面加载失败',
    back: '返回 AI 页面',
    preview: '预览',
    code: '代码',
    writing: '助手正在写……',
    showing: '正在查看第 {{n}} 版',
    readOnly: '这是同事的页面：你可以查看，只有作者和团队管理员可以修改和分享。',
    more: '更多操作',
    rename: '重命名',
    titleLabel: '页面标题',
    delete: '删除页面',
    deleteTitle: '删除这个页面？',
    deleteText: '页面、所有版本和分享链接都会被删除，已发出的链接将无法打开。',
  },
  code: {
    hint: '手动修改 HTML，保存后成为新版本',
    label: '页面 HTML',
    save: '保存为新版本',
    discard: '放弃修改',
  },
  new: {
    title: '新建 AI 页面',
    label: '想要什么样的页面',
    placeholder:
      '描述页面的用途、内容和风格，例如：为王总做一页智能保温杯的新品介绍，突出 12 小时保温，价格 199 元，红色调',
    fromAnswer: '将根据这段对话和所选回答来写页面。',
    fromAnswerPrompt: '把这个回答整理成一个适合手机阅读的网页',
    write: '开始生成',
    emptyTitle: '页面会在这里实时显示',
    emptyText: '页面写好后可以继续提修改要求、手动改代码、对比和恢复版本，然后分享给客户。',
    examples: {
      product: {
        label: '产品介绍',
        prompt: '做一页产品介绍：产品名称、三个卖点、价格和联系方式，适合手机阅读',
      },
      invitation: {
        label: '活动邀请函',
        prompt: '做一张活动邀请函：活动主题、时间地点、日程安排和报名方式',
      },
      quote: {
        label: '报价单',
        prompt: '做一份报价单：客户名称、产品明细表（名称、数量、单价、小计）、合计和有效期',
      },
      report: {
        label: '数据报告',
        prompt: '做一页月度销售报告：关键数字卡片和一张按周的柱状图（用 SVG 画）',
      },
    },
  },
} as const;

export type Messages = Widen<typeof zhCN>;

export default zhCN;
