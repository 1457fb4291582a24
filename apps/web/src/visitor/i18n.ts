import type { ConversationStatus } from '@miaoyu/contracts/bot-constants';

/**
 * The visitor chat's words. A dictionary of its own, not i18next: the page must stay small.
 * zh-CN is the source; en-US must have every key (the type checks it).
 */
export type Lang = 'zh-CN' | 'en-US';

const zhCN = {
  linkInvalid: '这个客服链接无效',
  linkInvalidHint: '请检查链接是否完整，或联系网站管理员。',
  loadFailed: '加载失败，请检查网络后重试',
  retry: '重试',
  networkError: '网络异常，请稍后再试',
  requestFailed: '请求失败（{status}）',
  answerFailed: '回答出错了',
  answerStopped: '已停止回答',
  answerCut: '连接中断，回答不完整',
  placeholder: '请输入您的问题',
  placeholderAgent: '请输入消息',
  send: '发送',
  stop: '停止回答',
  attach: '添加图片或文件',
  removeFile: '移除 {name}',
  uploading: '上传中',
  uploadFailed: '{name} 上传失败',
  fileTooLarge: '{name} 超过 {limit}',
  fileType: '只能发送图片或文本文件',
  tooManyFiles: '最多附带 {count} 个文件',
  menu: '会话列表',
  conversations: '我的会话',
  newConversation: '新会话',
  noConversations: '还没有会话',
  untitled: '新会话',
  close: '关闭',
  handoff: '转人工',
  handingOff: '正在为您转接人工客服，请稍候…',
  agentLabel: '人工客服',
  agentJoined: '{name} 为您服务',
  botLabel: '智能客服',
  ended: '会话已结束',
  startNew: '开始新会话',
  statusBot: '智能客服',
  statusPending: '等待人工客服',
  statusAgent: '人工服务中',
  statusClosed: '已结束',
  loadingOlder: '加载更早的消息…',
  citations: '参考来源（{count}）',
  like: '有帮助',
  dislike: '没帮助',
  liked: '感谢您的反馈',
  dislikeReason: '哪里不满意？（选填）',
  submit: '提交',
  cancel: '取消',
  feedbackFailed: '反馈提交失败',
  suggested: '您可以问我',
  image: '图片',
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  linkInvalid: 'This chat link is not valid',
  linkInvalidHint: 'Check that the link is complete, or contact the website owner.',
  loadFailed: 'Could not load. Check your connection and try again',
  retry: 'Retry',
  networkError: 'Network problem, please try again later',
  requestFailed: 'Request failed ({status})',
  answerFailed: 'The answer failed',
  answerStopped: 'Answer stopped',
  answerCut: 'Connection lost; the answer is incomplete',
  placeholder: 'Type your question',
  placeholderAgent: 'Type a message',
  send: 'Send',
  stop: 'Stop answering',
  attach: 'Add an image or file',
  removeFile: 'Remove {name}',
  uploading: 'Uploading',
  uploadFailed: 'Could not upload {name}',
  fileTooLarge: '{name} is larger than {limit}',
  fileType: 'Only images and text files can be sent',
  tooManyFiles: 'At most {count} files',
  menu: 'Conversations',
  conversations: 'My conversations',
  newConversation: 'New conversation',
  noConversations: 'No conversations yet',
  untitled: 'New conversation',
  close: 'Close',
  handoff: 'Talk to a person',
  handingOff: 'Connecting you to a person, please wait…',
  agentLabel: 'Agent',
  agentJoined: '{name} is helping you',
  botLabel: 'Assistant',
  ended: 'This conversation has ended',
  startNew: 'Start a new conversation',
  statusBot: 'Assistant',
  statusPending: 'Waiting for a person',
  statusAgent: 'With a person',
  statusClosed: 'Ended',
  loadingOlder: 'Loading earlier messages…',
  citations: 'Sources ({count})',
  like: 'Helpful',
  dislike: 'Not helpful',
  liked: 'Thanks for your feedback',
  dislikeReason: 'What went wrong? (optional)',
  submit: 'Submit',
  cancel: 'Cancel',
  feedbackFailed: 'Could not send your feedback',
  suggested: 'You can ask me',
  image: 'Image',
};

export const DICTIONARIES: Record<Lang, Record<MessageKey, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

/** `?lang=` when it names a language we have, else English for browsers that put it first. */
export function pickLang(requested: string | null, browserLanguages: readonly string[]): Lang {
  const wanted = (requested ?? '').toLowerCase();
  if (wanted.startsWith('en')) return 'en-US';
  if (wanted.startsWith('zh')) return 'zh-CN';
  const first = (browserLanguages[0] ?? '').toLowerCase();
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

let current: Lang = 'zh-CN';

export function setLang(lang: Lang): void {
  current = lang;
}

export function currentLang(): Lang {
  return current;
}

/** The text for `key` in the page's language, `{name}` placeholders filled from `vars`. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = DICTIONARIES[current][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

const STATUS_KEYS: Record<ConversationStatus, MessageKey> = {
  bot: 'statusBot',
  pending: 'statusPending',
  agent: 'statusAgent',
  closed: 'statusClosed',
};

/** Who a conversation is with, in words. */
export const statusText = (status: ConversationStatus) => t(STATUS_KEYS[status]);
