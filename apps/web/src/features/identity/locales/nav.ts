import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: titles and tab names. */
const zhCN = {
  dingtalk: '钉钉登录',
  wxLogin: '微信登录',
  wxToLogin: '微信登录',
  oauth2: '单点登录',
  signInTab: '登录方式',
} as const;

const enUS: Widen<typeof zhCN> = {
  dingtalk: 'Sign in with DingTalk',
  wxLogin: 'Sign in with WeChat',
  wxToLogin: 'Sign in with WeChat',
  oauth2: 'Single sign-on',
  signInTab: 'Sign-in',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
