import type { ConversationMessage } from '@miaoyu/contracts/bot';

/** Ids are increasing integers as decimal strings: compare by length first, then by text. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Messages in order with `incoming` added: one entry per id (a newer copy replaces the older,
 * e.g. an answer that finished), so a message heard twice — from the reply's answer and the live
 * stream, or after a reconnect — shows once.
 */
export function mergeMessages(
  list: readonly ConversationMessage[],
  incoming: readonly ConversationMessage[],
): ConversationMessage[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** Where a live stream starts: after the newest message shown ('0' for none). */
export function lastMessageId(list: readonly ConversationMessage[] | undefined): string {
  return list?.at(-1)?.id ?? '0';
}

/**
 * The visitor's question a bot answer replied to: the nearest visitor message before it
 * (what a correction is prefilled with).
 */
export function questionBefore(list: readonly ConversationMessage[], answerId: string): string {
  const index = list.findIndex((message) => message.id === answerId);
  for (let at = index - 1; at >= 0; at -= 1)
    if (list[at]!.role === 'visitor') return list[at]!.content;
  return '';
}
