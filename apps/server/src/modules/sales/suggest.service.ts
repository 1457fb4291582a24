/**
 * Three suggested replies, one per tone, streamed side by side: everything that can be refused is
 * checked before the stream opens; the playbook is searched once for all three; the replies are
 * stored together when the last one ends, and what was sent is recorded for next time.
 */
import type { FastifyInstance } from 'fastify';
import {
  formatMessage,
  SALE_REPLY_TONES,
  type Locale,
  type SaleChat,
  type SaleSuggestEvent,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { withoutNul } from '../../lib/storable';
import type { Caller } from '../../lib/scope';
import { streamModel } from '../../plugins/llm/gateway';
import { settingsTarget } from '../conversation/engine';
import type { RetrievedPassage } from '../conversation/settings';
import type { SseStream } from '../conversation/sse';
import { helperConversationSettings } from '../helpers/conversation';
import { visibleHelper, type LoadCatalog } from '../helpers/service';
import type { ModelTarget } from '../models/catalog';
import { actingOrg, customerKeyOf, saleChatAccess } from './access';
import { customerHistory, updateOrgSaleChat } from './chats.repo';
import { loadSaleChat } from './chats.service';
import { retrievalQuery, salePrompt, type SalePromptInput } from './prompt';
import { findSuggestion, insertSuggestion, recordSent, sentToCustomer } from './suggestions.repo';
import { toSuggestion } from './view';

const EARLIER_CHATS = 3;
const SENT_EXAMPLES = 5;

export interface PreparedSuggestion {
  orgId: bigint;
  chatId: bigint;
  target: ModelTarget;
  input: SalePromptInput;
  retrieve: (() => Promise<RetrievedPassage[]>) | null;
}

/** Checks the chat, its helper, its dialogue and the model; nothing is streamed yet. */
export async function prepareSuggestion(
  app: FastifyInstance,
  config: Config,
  loadCatalog: LoadCatalog,
  caller: Caller,
  request: { orgId?: string; id: string; goal?: string },
): Promise<PreparedSuggestion> {
  const orgId = actingOrg(caller, request.orgId);
  const chatId = BigInt(request.id);
  const { row } = await saleChatAccess(app.db, caller, orgId, chatId, { write: true });
  const { chat } = row;
  if (chat.helperId === null) throw new AppError(422, 'SALE_NOT_A_SALE_HELPER');
  const { helper } = await visibleHelper(app.db, caller, orgId, chat.helperId);
  if (helper.kind !== 'sale') throw new AppError(422, 'SALE_NOT_A_SALE_HELPER');
  if (chat.turns.length === 0) throw new AppError(422, 'SALE_NO_DIALOGUE');
  const settings = helperConversationSettings(app, config, orgId, helper);
  const target = settingsTarget(await loadCatalog(orgId), undefined, settings);
  if (!target) throw new AppError(422, 'SALE_NO_MODEL');
  const key = customerKeyOf(chat.customerName);
  const [earlier, sent] = await Promise.all([
    customerHistory(app.db, orgId, key, chatId, caller.user.id, EARLIER_CHATS),
    sentToCustomer(app.db, orgId, key, caller.user.id, SENT_EXAMPLES),
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
    retrieve: retrieve && query ? () => retrieve(query, new AbortController().signal) : null,
  };
}

/**
 * Streams `start`, `citations`, `delta` {index, content}… and `reply` {index, text} per tone,
 * then `done` with the stored suggestion; `error` instead when the model fails.
 */
export async function runSuggestion(
  app: FastifyInstance,
  caller: Caller,
  prepared: PreparedSuggestion,
  sse: SseStream,
  upstream: AbortController,
  locale: Locale,
): Promise<void> {
  const { target, input } = prepared;
  sse.send<SaleSuggestEvent>('start', {
    suggestionId: '',
    model: target.ref,
    tones: [...SALE_REPLY_TONES],
  });
  const keepAlive = setInterval(() => sse.comment('keep-alive'), app.llm.keepAliveMs);
  try {
    const passages = prepared.retrieve ? await prepared.retrieve() : [];
    if (passages.length > 0)
      sse.send<SaleSuggestEvent>('citations', { citations: passages.map((p) => p.citation) });
    const withPassages = { ...input, passages };
    const replies = await Promise.all(
      SALE_REPLY_TONES.map(async (tone, index) => {
        let text = '';
        const messages = salePrompt(withPassages, tone, locale);
        for await (const part of streamModel(target, messages, upstream, app.llm.limits)) {
          if (part.type !== 'delta' || !part.text) continue;
          const content = withoutNul(part.text);
          text += content;
          sse.send<SaleSuggestEvent>('delta', { index, content });
        }
        text = text.trim();
        sse.send<SaleSuggestEvent>('reply', { index, text });
        return { tone, text };
      }),
    );
    if (upstream.signal.aborted) return;
    const row = await insertSuggestion(app.db, prepared.orgId, {
      saleChatId: prepared.chatId,
      requestedBy: caller.user.id,
      replies,
      citations: passages.map((p) => p.citation),
      model: target.ref,
    });
    sse.send<SaleSuggestEvent>('done', { suggestion: toSuggestion(row) });
  } catch (error) {
    const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL');
    if (!(error instanceof AppError)) app.log.error({ err: error }, 'sale suggestion failed');
    upstream.abort('client');
    sse.send<SaleSuggestEvent>('error', {
      code: known.code,
      message: withoutNul(formatMessage(locale, known.code, known.params)),
    });
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
    if (['queued', 'reading'].includes(row.chat.readingState))
      throw new AppError(409, 'SALE_READING_BUSY');
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
      turns: [...row.chat.turns, { speaker: 'me', text: input.text }],
    });
  });
  const { row, editable } = await saleChatAccess(app.db, caller, orgId, chatId);
  return loadSaleChat(app.db, row, editable, locale);
}
