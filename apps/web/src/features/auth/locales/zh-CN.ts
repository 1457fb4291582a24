import type { Widen } from '@/lib/locale-types';

/** The auth feature's texts (namespace `auth`); the source every other language follows. */
const zhCN = {
  login: {
    title: '登录妙语 AI Studio',
    subtitle: '使用手机号和短信验证码登录',
    phonePlaceholder: '请输入手机号',
    codePlaceholder: '请输入 6 位验证码',
    sendCode: '获取验证码',
    resendIn: '{{seconds}}s 后重新获取',
    codeSent: '验证码已发送，{{minutes}} 分钟内有效',
    submit: '登录',
    agree: '登录即表示你同意',
    terms: '服务条款',
    and: '和',
    privacy: '隐私政策',
  },
  features: {
    chat: 'AI 对话：基于团队知识库回答问题',
    sales: '销售助手：读懂客户对话截图，给出回复建议',
    service: '智能客服：公开链接或网页嵌入，访客无需登录',
  },
} as const;

export type Messages = Widen<typeof zhCN>;

export default zhCN;
