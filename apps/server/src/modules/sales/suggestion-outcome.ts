/** How a suggestion's stream ends, whoever wrote it (the model in three tones, or a scene). */
import type { FastifyInstance } from 'fastify';
import { formatMessage, type ChatCitation, type Locale } from '@miaoyu/contracts';
import type { SaleReplyTone, SaleSuggestEvent } from '@miaoyu/contracts/sales';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { withoutNul } from '../../lib/storable';
import type { SseStream } from '../conversation';
import { insertSuggestion } from './suggestions.repo';
import { toSuggestion } from './view';

export interface SuggestionOutcome {
  replies: { tone: SaleReplyTone; text: string }[];
  citations: ChatCitation[];
  model: string;
  /** Why it failed (null when it did not). */
  failure: unknown;
  aborted: boolean;
}

/**
 * Stores what was written, even when stopped, cut off or failed part way (as the chat keeps its
 * answers), then sends `done` with it, or `error` when it failed.
 */
export async function finishSuggestion(
  app: FastifyInstance,
  caller: Caller,
  chat: { orgId: bigint; chatId: bigint },
  sse: SseStream,
  outcome: SuggestionOutcome,
  locale: Locale,
): Promise<void> {
  const { failure } = outcome;
  const written = outcome.replies.map((r) => ({ tone: r.tone, text: r.text.trim() }));
  // Kept when anything was written, or when there was nothing to say; not for a failure before
  // the first word.
  const row =
    written.some((r) => r.text) || (!failure && !outcome.aborted)
      ? await insertSuggestion(app.db, chat.orgId, {
          saleChatId: chat.chatId,
          requestedBy: caller.user.id,
          replies: written,
          citations: outcome.citations,
          model: outcome.model,
        })
      : null;
  if (failure) {
    const known = failure instanceof AppError ? failure : new AppError(500, 'INTERNAL');
    if (!(failure instanceof AppError)) app.log.error({ err: failure }, 'sale suggestion failed');
    sse.send<SaleSuggestEvent>('error', {
      code: known.code,
      message: withoutNul(formatMessage(locale, known.code, known.params)),
    });
  } else if (row) sse.send<SaleSuggestEvent>('done', { suggestion: toSuggestion(row) });
}
