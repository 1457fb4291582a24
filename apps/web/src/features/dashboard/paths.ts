/** Where the workplace links to. Some of these pages arrive with later features. */
export const workplaceLinks = {
  newChat: '/chat',
  conversation: (id: string) => `/chat/${encodeURIComponent(id)}`,
  helpers: '/setting/personal',
  knowledgeBase: '/dataset',
  organization: '/setting/org',
  settings: '/setting/account',
  article: (keyword: string) => `/richText/${encodeURIComponent(keyword)}`,
} as const;
