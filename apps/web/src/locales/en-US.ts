import type { Messages } from './zh-CN';

const enUS: Messages = {
  app: {
    name: 'Miaoyu AI Studio',
    tagline: 'AI helpers that work for your team',
    loading: 'Loading…',
  },
  features: {
    chat: 'AI chat that answers from your team’s knowledge base',
    sales: 'Sales assistant: reads a chat screenshot and suggests replies',
    service: 'Customer service by public link or embedded widget, no sign-in for visitors',
  },
  language: {
    'zh-CN': '中文',
    'en-US': 'English',
    switchTitle: 'Switch language',
    switched: 'Language switched to English',
  },
  login: {
    title: 'Sign in to Miaoyu AI Studio',
    subtitle: 'Sign in with your phone number and a text-message code',
    phonePlaceholder: 'Phone number',
    codePlaceholder: '6-digit code',
    sendCode: 'Get code',
    resendIn: 'Resend in {{seconds}}s',
    codeSent: 'Code sent; it is valid for {{minutes}} min',
    submit: 'Sign in',
  },
  validation: {
    phone: 'Enter a valid phone number',
    smsCode: 'Enter the 6-digit code',
  },
  http: {
    error: 'Error',
    forbidden: 'Forbidden',
    requestError: 'Request error',
    networkError: 'Network error; check your connection and try again',
    timeout: 'The request timed out; try again later',
  },
  nav: {
    logout: 'Sign out',
  },
  workplace: {
    title: 'Workplace',
    welcome: 'Welcome back, {{nickname}}',
    intro: 'Manage your AI helpers, knowledge base and business scenes from here.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist or was removed.',
    backHome: 'Back home',
  },
  routeError: {
    title: 'Something went wrong',
    description: 'The page failed to load: a network problem, or the app was updated.',
    reload: 'Reload',
  },
};

export default enUS;
