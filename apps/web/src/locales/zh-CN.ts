/** Source of truth for UI text; every other locale must have exactly these keys. */
const zhCN = {
  app: {
    name: '妙语 AI Studio',
    tagline: '为团队打造会思考的 AI 助手',
    loading: '加载中…',
  },
  features: {
    chat: 'AI 对话：基于团队知识库回答问题',
    sales: '销售助手：读懂客户对话截图，给出回复建议',
    service: '智能客服：公开链接或网页嵌入，访客无需登录',
  },
  language: {
    'zh-CN': '中文',
    'en-US': 'English',
    switchTitle: '切换语言',
    switched: '语言已切换为中文',
  },
  login: {
    title: '登录妙语 AI Studio',
    subtitle: '使用手机号和短信验证码登录',
    phonePlaceholder: '请输入手机号',
    codePlaceholder: '请输入 6 位验证码',
    sendCode: '获取验证码',
    resendIn: '{{seconds}}s 后重新获取',
    codeSent: '验证码已发送，{{minutes}} 分钟内有效',
    submit: '登录',
  },
  validation: {
    phone: '请输入正确的手机号',
    smsCode: '请输入 6 位数字验证码',
  },
  http: {
    error: '错误',
    forbidden: '无权访问',
    requestError: '请求错误',
    networkError: '网络连接失败，请检查网络后重试',
    timeout: '请求超时，请稍后重试',
  },
  nav: {
    logout: '退出登录',
  },
  workplace: {
    title: '工作台',
    welcome: '欢迎回来，{{nickname}}',
    intro: '从这里开始管理你的 AI 助手、知识库和业务场景。',
  },
  notFound: {
    title: '页面不存在',
    description: '你访问的页面不存在或已被移除。',
    backHome: '返回首页',
  },
  routeError: {
    title: '页面出错了',
    description: '页面加载失败，可能是网络问题或应用已更新。',
    reload: '重新加载',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale file must have: zh-CN's keys, any strings. */
export type Messages = Widen<typeof zhCN>;

export default zhCN;
