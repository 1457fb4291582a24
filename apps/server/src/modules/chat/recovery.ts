import { and, eq, lt } from 'drizzle-orm';
import { formatMessage, DEFAULT_LOCALE } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';

/** A streaming answer saves what it has at least this often, so a crash loses little. */
export const FLUSH_INTERVAL_MS = 2_000;

/**
 * Answers still marked `streaming` long after their last save belong to an instance that died
 * mid-answer: they are closed as errors, keeping the text saved so far.
 */
export async function closeInterruptedAnswers(db: Db, staleAfterMs: number, now = new Date()) {
  const rows = await db
    .update(chatMessages)
    .set({ state: 'error', error: formatMessage(DEFAULT_LOCALE, 'ANSWER_INTERRUPTED') })
    .where(
      and(
        eq(chatMessages.state, 'streaming'),
        lt(chatMessages.updatedAt, new Date(now.getTime() - staleAfterMs)),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
}
