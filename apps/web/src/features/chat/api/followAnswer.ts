import type { ChatCompletion } from '@miaoyu/contracts/chat';
import { getMessages } from './getMessages';

/** How often an answer handed off by a restarting server is read again from what is stored. */
export const FOLLOW_EVERY_MS = 1_000;
/** How long reading may keep failing (every instance restarting at once) before giving up. */
const GIVE_UP_AFTER_MS = 60_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows an answer whose stream the server ended with `reconnect` (its instance is shutting
 * down; the answer goes on being written to the database, by it or after it): reads the newest
 * page of the conversation from any instance until the answer is no longer streaming, and hands
 * each stored state to `update`. Answers false when the answer could not be read for a minute.
 */
export async function followStoredAnswer(
  sessionId: string,
  answerId: string,
  signal: AbortSignal,
  update: (stored: ChatCompletion) => void,
): Promise<boolean> {
  let failingSince: number | null = null;
  while (!signal.aborted) {
    try {
      const { list } = await getMessages(sessionId, 0);
      failingSince = null;
      const stored = list.find((message) => message.id === answerId);
      if (!stored) return false;
      update(stored);
      if (stored.state !== 'streaming') return true;
    } catch {
      failingSince ??= Date.now();
      if (Date.now() - failingSince > GIVE_UP_AFTER_MS) return false;
    }
    await pause(FOLLOW_EVERY_MS, signal);
  }
  return true;
}
