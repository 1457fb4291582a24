import type { Messages } from './zh-CN';

const enUS: Messages = {
  login: {
    title: 'Sign in to Miaoyu AI Studio',
    subtitle: 'Sign in with your phone number and a text-message code',
    phonePlaceholder: 'Phone number',
    codePlaceholder: '6-digit code',
    sendCode: 'Get code',
    resendIn: 'Resend in {{seconds}}s',
    codeSent: 'Code sent; it is valid for {{minutes}} min',
    submit: 'Sign in',
    agree: 'By signing in you agree to the',
    terms: 'Terms of Service',
    and: 'and the',
    privacy: 'Privacy Policy',
  },
  features: {
    chat: 'AI chat that answers from your team’s knowledge base',
    sales: 'Sales assistant: reads a chat screenshot and suggests replies',
    service: 'Customer service by public link or embedded widget, no sign-in for visitors',
  },
};

export default enUS;
