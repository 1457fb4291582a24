import type { InfiniteData } from '@tanstack/react-query';
import type { ChatSession } from '@miaoyu/contracts/chat';

export type SessionPages = InfiniteData<{ list: ChatSession[]; total: number }>;

/** Rewrites (or, answering null, drops) sessions in the cached pages of a sessions list. */
export function mapSessions(
  data: SessionPages | undefined,
  change: (session: ChatSession) => ChatSession | null,
): SessionPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const list = page.list.map(change).filter((item) => item !== null);
      return { list, total: page.total - (page.list.length - list.length) };
    }),
  };
}
