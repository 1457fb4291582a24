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
} as const;
