/** Where the workplace links to. Some of these pages arrive with later features. */
export const workplaceLinks = {
  /** The new-chat composer, even for someone who has chats already. */
  newChat: '/chat?new=1',
  conversation: (id: string) => `/chat/${encodeURIComponent(id)}`,
  helpers: '/setting/personal',
  knowledgeBase: '/knowledge',
  organization: '/setting/org',
  settings: '/setting/account',
  article: (keyword: string) => `/richText/${encodeURIComponent(keyword)}`,
  models: '/setting/models',
  /** The helper list with its create dialog open on templates of a kind. */
  createHelper: (kind: 'chat' | 'service') => `/setting/personal?create=${kind}`,
  bot: (helperId: string) => `/setting/helpers/${encodeURIComponent(helperId)}/bot`,
} as const;
