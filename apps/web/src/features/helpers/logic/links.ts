import type { HelperKind } from '@miaoyu/contracts/helpers';

/** Where the helpers' pages are (the editor reads `?kind=` to preset a new helper's kind). */
export const helperLinks = {
  page: (code: string) => `/setting/s/${code}`,
  edit: (helperId: string) => `/setting/helpers/${helperId}/edit`,
  create: (kind?: HelperKind) =>
    kind ? `/setting/helpers/new?kind=${kind}` : '/setting/helpers/new',
  square: '/setting/public',
  /** A conversation; with a question, the chat page asks it there once the session loads. */
  chat: (sessionId: string, prompt?: string) =>
    prompt ? `/chat/${sessionId}?prompt=${encodeURIComponent(prompt)}` : `/chat/${sessionId}`,
};
