import type { ConversationMessage } from '@miaoyu/contracts/bot';
import { compareIds, isStoredId, laterId } from './ids';

/** A message as the page shows it: the stored shape plus the reason an answer failed. */
export interface ViewMessage extends ConversationMessage {
  /** The server's (or the network's) words for why the answer failed. */
  error?: string;
}

/**
 * One conversation's messages by id, with their order. The same message can arrive from the
 * answer stream, the live stream and a page of history: every path goes through `upsert`, so
 * it is shown once.
 */
export interface MessageList {
  byId: Readonly<Record<string, ViewMessage>>;
  order: readonly string[];
}

export const EMPTY_LIST: MessageList = { byId: {}, order: [] };

/** Where a stored message goes: stored ones in id order, then the ones not yet stored. */
function positionOf(list: MessageList, id: string): number {
  const index = list.order.findIndex((other) => !isStoredId(other) || compareIds(other, id) > 0);
  return index === -1 ? list.order.length : index;
}

/** Adds a message, or replaces the one with its id (a live answer keeps its own growing text). */
export function upsert(list: MessageList, message: ViewMessage): MessageList {
  const existing = list.byId[message.id];
  if (existing) {
    if (existing.state === 'streaming' && message.state === 'streaming') return list;
    const error = message.state === 'error' ? (message.error ?? existing.error) : undefined;
    return { byId: { ...list.byId, [message.id]: { ...message, error } }, order: list.order };
  }
  const order = [...list.order];
  order.splice(isStoredId(message.id) ? positionOf(list, message.id) : order.length, 0, message.id);
  return { byId: { ...list.byId, [message.id]: message }, order };
}

/** Older messages (oldest first) before the ones shown. */
export function prependOlder(list: MessageList, older: readonly ViewMessage[]): MessageList {
  const fresh = older.filter((message) => !list.byId[message.id]);
  const byId = { ...list.byId };
  for (const message of fresh) byId[message.id] = message;
  return { byId, order: [...fresh.map((message) => message.id), ...list.order] };
}

export const fromMessages = (messages: readonly ViewMessage[]) =>
  prependOlder(EMPTY_LIST, messages);

export function patch(list: MessageList, id: string, change: Partial<ViewMessage>): MessageList {
  const existing = list.byId[id];
  if (!existing) return list;
  return { byId: { ...list.byId, [id]: { ...existing, ...change } }, order: list.order };
}

export function appendContent(list: MessageList, id: string, delta: string): MessageList {
  const existing = list.byId[id];
  return existing ? patch(list, id, { content: existing.content + delta }) : list;
}

export function remove(list: MessageList, id: string): MessageList {
  if (!list.byId[id]) return list;
  const byId = { ...list.byId };
  delete byId[id];
  return { byId, order: list.order.filter((other) => other !== id) };
}

/**
 * Gives a local message the id the server stored it under. When that id already arrived by
 * the live stream, the local copy goes and the stored one stays.
 */
export function rename(list: MessageList, localId: string, storedId: string): MessageList {
  const local = list.byId[localId];
  if (!local) return list;
  if (list.byId[storedId]) return remove(list, localId);
  const byId = { ...list.byId, [storedId]: { ...local, id: storedId } };
  delete byId[localId];
  return { byId, order: list.order.map((id) => (id === localId ? storedId : id)) };
}

/** The newest stored id ('0' when none): where the live stream resumes. */
export const lastStoredId = (list: MessageList) =>
  list.order.filter(isStoredId).reduce(laterId, '0');

/** The oldest stored id: where paging back continues. */
export const firstStoredId = (list: MessageList): string | undefined => list.order.find(isStoredId);
