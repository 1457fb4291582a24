import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatCompletion } from '@miaoyu/contracts/chat';
import { chatKeys } from './keys';

export interface MessagePage {
  list: ChatCompletion[];
  total: number;
}
export type MessagePages = InfiniteData<MessagePage>;

export const loadedCount = (pages: readonly MessagePage[]) =>
  pages.reduce((sum, page) => sum + page.list.length, 0);

/** Pages hold newest first (as the server sends them); the view shows oldest first. */
export function oldestFirst(data: MessagePages | undefined): ChatCompletion[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatCompletion[] = [];
  for (let p = data.pages.length - 1; p >= 0; p--) {
    const list = data.pages[p]!.list;
    for (let i = list.length - 1; i >= 0; i--) {
      const message = list[i]!;
      // Offsets can shift when others' deletions land between pages: show each message once.
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

/** How many of the shown messages came from older pages (Virtuoso's firstItemIndex counts them). */
export function olderCount(data: MessagePages | undefined): number {
  return data ? loadedCount(data.pages.slice(1)) : 0;
}

type Edit = (data: MessagePages) => MessagePages;

function edit(client: QueryClient, sessionId: string, change: Edit) {
  client.setQueryData<MessagePages>(chatKeys.messages(sessionId), (data) =>
    change(data ?? { pages: [{ list: [], total: 0 }], pageParams: [0] }),
  );
}

/** Adds the newest messages (given oldest first) to the end of the conversation. */
export function appendMessages(client: QueryClient, sessionId: string, messages: ChatCompletion[]) {
  edit(client, sessionId, (data) => {
    const [first, ...rest] = data.pages;
    const list = [...[...messages].reverse(), ...(first?.list ?? [])];
    const total = (first?.total ?? 0) + messages.length;
    return { ...data, pages: [{ list, total }, ...rest] };
  });
}

/** Rewrites one message in place, wherever its page is. */
export function patchMessage(
  client: QueryClient,
  sessionId: string,
  id: string,
  change: (message: ChatCompletion) => ChatCompletion,
) {
  edit(client, sessionId, (data) => ({
    ...data,
    pages: data.pages.map((page) =>
      page.list.some((m) => m.id === id)
        ? { ...page, list: page.list.map((m) => (m.id === id ? change(m) : m)) }
        : page,
    ),
  }));
}

/** Drops messages by id. */
export function removeMessages(client: QueryClient, sessionId: string, ids: readonly string[]) {
  const drop = new Set(ids);
  edit(client, sessionId, (data) => ({
    ...data,
    pages: data.pages.map((page) => {
      const list = page.list.filter((m) => !drop.has(m.id));
      return list.length === page.list.length
        ? page
        : { list, total: Math.max(0, page.total - (page.list.length - list.length)) };
    }),
  }));
}

/** The messages of a session as cached now, oldest first. */
export function cachedMessages(client: QueryClient, sessionId: string): ChatCompletion[] {
  return oldestFirst(client.getQueryData<MessagePages>(chatKeys.messages(sessionId)));
}
