/**
 * Three suggested replies, one per tone, streamed side by side: everything that can be refused is
 * checked before the stream opens; the playbook is searched once for all three; the replies are
 * stored together when the last one ends, and what was sent is recorded for next time.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@miaoyu/contracts';
import { SALE_REPLY_TONES, type SaleChat, type SaleSuggestEvent } from '@miaoyu/contracts/sales';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { withoutNul } from '../../lib/storable';
import type { Caller } from '../../lib/scope';
import { streamModel } from '../../plugins/llm/gateway';
import { settingsTarget, type RetrievedPassage, type SseStream } from '../conversation';
import { helperConversationSettings, type LoadCatalog } from '../helpers';
import type { ModelTarget } from '../../plugins/llm/gateway';
import { actingOrg, customerKeyOf, saleChatAccess, refuseWhileReading } from './access';
import { customerHistory, updateOrgSaleChat } from './chats.repo';
import { reloadSaleChat, saleHelper } from './chats.service';
import { retrievalQuery, salePrompt, type SalePromptInput } from './prompt';
import {
  prepareSceneSuggestion,
  runSceneSuggestion,
  type PreparedSceneSuggestion,
} from './scene-suggestion';
import { findSuggestion, insertSuggestion, recordSent, sentToCustomer } from './suggestions.repo';
import { finishSuggestion } from './suggestion-outcome';
import { boundTurns } from './turns';

const EARLIER_CHATS = 3;
const SENT_EXAMPLES = 5;

export interface PreparedSuggestion {
  orgId: bigint;
  chatId: bigint;
  target: ModelTarget;
  input: SalePromptInput;
  retrieve: ((signal: AbortSignal) => Promise<RetrievedPassage[]>) | null;
}

/**
 * Checks the chat, its helper, its dialogue and the model; nothing is streamed yet. A helper that
 * follows a business scene suggests what the scene answers instead.
 */
export async function prepareSuggestion(
  app: FastifyInstance,
  config: Config,
  loadCatalog: LoadCatalog,
  caller: Caller,
  request: { orgId?: string; id: string; goal?: string },
): Promise<PreparedSuggestion | PreparedSceneSuggestion> {
  const orgId = actingOrg(caller, request.orgId);
  const chatId = BigInt(request.id);
  const { row } = await saleChatAccess(app.db, caller, orgId, chatId, { write: true });
  const { chat } = row;
  if (chat.helperId === null) throw new AppError(422, 'SALE_NOT_A_SALE_HELPER');
  const helper = await saleHelper(app.db, caller, orgId, chat.helperId, false);
  if (chat.turns.length === 0) throw new AppError(422, 'SALE_NO_DIALOGUE');
  const settings = helperConversationSettings(app, config, orgId, helper, {
    channel: 'sales',
    userId: caller.user.id,
    userName: caller.user.nickname,
    isVisitor: false,
    // A sale chat has no inbox: a scene's hand-over node says its text, which is the suggestion,
    // and nothing is handed over (its trace shows so); the salesperson is the person already.
    handOver: async () => false,
  });
  if (settings.respond)
    return prepareSceneSuggestion(
      { orgId, chatId, turns: chat.turns },
      settings.respond,
      settings.contextSize,
    );
  const target = settingsTarget(await loadCatalog(orgId), undefined, settings);
  if (!target) throw new AppError(422, 'SALE_NO_MODEL');
  const key = customerKeyOf(chat.customerName);
  const [earlier, sent] = await Promise.all([
    customerHistory(app.db, orgId, key, chatId, chat.ownerId, EARLIER_CHATS),
    sentToCustomer(app.db, orgId, key, chat.ownerId, SENT_EXAMPLES),
  ]);
  const query = retrievalQuery(chat.turns, request.goal);
  const { retrieve } = settings;
  return {
    orgId,
    chatId,
    target,
    input: {
      instruction: helper.instruction,
      customerName: chat.customerName,
      notes: chat.notes,
      dialogue: chat.turns,
      earlier: earlier.reverse().map((c) => c.turns),
      sent,
      goal: request.goal,
      passages: [],
    },
    retrieve: retrieve && query ? (signal) => retrieve(query, signal) : null,
  };
}

/** The playbook's passages; without them (search failed) the replies still come. */
async function passagesFor(
  app: FastifyInstance,
  prepared: PreparedSuggestion,
  signal: AbortSignal,
) {
  if (!prepared.retrieve) return [];
  try {
    return await prepared.retrieve(signal);
  } catch (error) {
    if (signal.aborted) throw error;
    app.log.warn({ err: error }, 'playbook search failed; suggesting without it');
    return [];
  }
}

/**
 * Streams `start`, `citations`, `delta` {index, content}… and `reply` {index, text} per tone,
 * then `done` with the stored suggestion, or `error` when a model failed. What was written is
 * stored even when stopped, cut off or failed part way, as the chat keeps its answers.
 */
export async function runSuggestion(
  app: FastifyInstance,
  caller: Caller,
  prepared: PreparedSuggestion | PreparedSceneSuggestion,
  sse: SseStream,
  upstream: AbortController,
  locale: Locale,
): Promise<void> {
  if ('respond' in prepared)
    return runSceneSuggestion(app, caller, prepared, sse, upstream, locale);
  const { target, input } = prepared;
  sse.send<SaleSuggestEvent>('start', {
    suggestionId: '',
    model: target.ref,
    tones: [...SALE_REPLY_TONES],
  });
  const keepAlive = setInterval(() => sse.comment('keep-alive'), app.llm.keepAliveMs);
  const replies = SALE_REPLY_TONES.map((tone) => ({ tone, text: '' }));
  let failure: unknown;
  let passages: RetrievedPassage[] = [];
  try {
    passages = await passagesFor(app, prepared, upstream.signal);
    if (passages.length > 0)
      sse.send<SaleSuggestEvent>('citations', { citations: passages.map((p) => p.citation) });
    const results = await Promise.allSettled(
      replies.map(async (reply, index) => {
        const messages = salePrompt({ ...input, passages }, reply.tone, locale);
        for await (const part of streamModel(target, messages, upstream, app.llm.limits)) {
          if (part.type !== 'delta' || !part.text) continue;
          const content = withoutNul(part.text);
          reply.text += content;
          sse.send<SaleSuggestEvent>('delta', { index, content });
        }
        sse.send<SaleSuggestEvent>('reply', { index, text: reply.text.trim() });
      }),
    );
    failure = results.find((r) => r.status === 'rejected')?.reason ?? null;
  } catch (error) {
    failure = error;
  }
  try {
    const citations = passages.map((p) => p.citation);
    const aborted = upstream.signal.aborted;
    const outcome = { replies, citations, model: target.ref, failure, aborted };
    await finishSuggestion(app, caller, prepared, sse, outcome, locale);
  } finally {
    clearInterval(keepAlive);
    sse.end();
  }
}

/**
 * `POST /v1/saleChat/sent`: the message the salesperson sent (one of the suggestions, maybe
 * edited, or their own). It joins the dialogue as theirs and is kept for this customer.
 */
export async function recordSentReply(
  app: FastifyInstance,
  caller: Caller,
  input: { orgId?: string; id: string; suggestionId?: string; index?: number; text: string },
  locale: Locale,
): Promise<SaleChat> {
  const orgId = actingOrg(caller, input.orgId);
  const chatId = BigInt(input.id);
  await app.db.transaction(async (tx) => {
    const { row } = await saleChatAccess(tx, caller, orgId, chatId, { write: true, lock: true });
    refuseWhileReading(row.chat.readingState);
    const sent = { index: input.index ?? null, text: input.text };
    if (input.suggestionId !== undefined) {
      const suggestion = await findSuggestion(tx, orgId, chatId, BigInt(input.suggestionId));
      if (!suggestion) throw new AppError(404, 'NOT_FOUND');
      if (sent.index !== null && sent.index >= suggestion.replies.length)
        throw new AppError(422, 'VALIDATION_FAILED');
      await recordSent(tx, orgId, suggestion.id, sent);
    } else {
      const own = await insertSuggestion(tx, orgId, {
        saleChatId: chatId,
        requestedBy: caller.user.id,
        replies: [],
        model: '',
      });
      await recordSent(tx, orgId, own.id, { index: null, text: input.text });
    }
    await updateOrgSaleChat(tx, orgId, chatId, {
      turns: boundTurns([...row.chat.turns, { speaker: 'me', text: input.text }]),
    });
  });
  return reloadSaleChat(app.db, caller, orgId, chatId, locale);
}
