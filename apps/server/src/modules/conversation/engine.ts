/**
 * The conversation engine: every feature that talks to a model (the chat, helpers, the visitor
 * bot, the sales assistant) prepares and runs its answers here, so they stream, store and end
 * alike whoever owns the conversation.
 */
import type { FastifyInstance } from 'fastify';
import type { ModelMessage } from 'ai';
import {
  formatMessage,
  OFFLINE_MODEL_REF,
  RETRIEVAL_FOUND_SCORE,
  type ChatCitation,
  type ChatMessageState,
  type ChatStreamEvent,
  type Locale,
} from '@miaoyu/contracts';
import type { ChatAttachmentRef } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { withoutNul } from '../../lib/storable';
import { startEarly } from '../../lib/start-early';
import { streamModel, type GatewayPart } from '../../plugins/llm/gateway';
import { offlineAnswer, retrievedAnswer, type Audience } from '../../plugins/llm/offline';
import type { PointsMeter } from '../billing';
import { pickTarget, type ModelCatalog, type ModelTarget } from '../models';
import { buildModelMessages, withPassages } from './context';
import type { ConversationOwner } from './owner';
import { contextBefore, type ContextMessage } from './context.repo';
import { meterAnswer } from './metered';
import { findAnswer, insertTurn, questionAttachments, saveProgress, storeAnswer } from './repo';
import type { SessionRow } from './sessions.repo';
import type { ConversationSettings, EarlierTurn } from './settings';
import type { AnswerControl, SseStream } from './sse';

/** A streaming answer saves what it has at least this often, so a crash loses little. */
export const FLUSH_INTERVAL_MS = 2_000;

export interface Conversation {
  owner: ConversationOwner;
  /** The session, already found within the owner's scope. */
  session: SessionRow;
  settings: ConversationSettings;
  /** The models the owner's organisation may use (loaded alongside the session). */
  models: ModelCatalog;
  /**
   * The earlier messages for a new question, when the feature read them with the session
   * (findSessionWithContext); read here otherwise.
   */
  history?: ContextMessage[];
}

export interface Question {
  prompt: string;
  /** Files the caller's feature has checked the owner may use. */
  attachments: ChatAttachmentRef[];
  /** A model asked for with this question, over the settings' model. */
  model?: string;
  /** Answer this answer's question again (with the prompt, which may be edited). */
  regenerateId?: string;
  /** The language of the answer's own words (the offline answer, errors). */
  locale: Locale;
  /** A fixed answer instead of the model's (the bot saying it hands over to a person). */
  reply?: string;
}

/** What the answer's stream carries besides the model's parts. */
export type AnswerPart =
  | GatewayPart
  | { type: 'citations'; citations: ChatCitation[] }
  /** An event of its own a responder sends along (a scene's node lighting up, its question). */
  | { type: 'event'; event: ChatStreamEvent };

export interface PreparedAnswer {
  questionId: string;
  answerId: string;
  model: string;
  /** The answer's parts, already asked for. */
  parts: AsyncIterable<AnswerPart>;
  /** The points it holds (where billing is on), settled once it has ended. */
  meter?: PointsMeter | null;
}

/** Retrieval (when the helper has a knowledge base), then the model's answer or the offline one. */
export async function* answerParts(
  app: FastifyInstance,
  target: ModelTarget | null,
  messages: ModelMessage[],
  { prompt, locale }: Question,
  retrieve: ConversationSettings['retrieve'],
  upstream: AbortController,
  /** Who reads the answer made without a model. */
  audience: Audience,
): AsyncGenerator<AnswerPart> {
  if (retrieve) {
    const found = await retrieve(prompt, upstream.signal);
    // Without a model the passages are quoted as the answer: only those that answer the
    // question (a passage scoring under the threshold is about something else).
    const passages = target
      ? found
      : found.filter((p) => (p.confidence ?? 1) >= RETRIEVAL_FOUND_SCORE);
    yield { type: 'citations', citations: passages.map((p) => p.citation) };
    messages = withPassages(messages, passages);
    if (!target) {
      if (passages.length === 0) {
        yield* offlineAnswer(locale, audience, upstream.signal, true);
        return;
      }
      const quoted = passages.map((p) => ({ title: p.citation.title, text: p.text }));
      yield* retrievedAnswer(locale, audience, quoted, upstream.signal);
      return;
    }
  }
  yield* target
    ? streamModel(target, messages, upstream, app.llm.limits)
    : offlineAnswer(locale, audience, upstream.signal);
}

/** The settings' retrieval, told of the model that answers and of the turns before the question. */
export function retrievalWith(
  retrieve: ConversationSettings['retrieve'],
  model: ModelTarget | null,
  earlier: EarlierTurn[],
): ConversationSettings['retrieve'] {
  return (
    retrieve &&
    ((question, signal) => retrieve(question, signal, { model, earlier: async () => earlier }))
  );
}

/** A visitor reads a bot's answers; a user reads their own chat's, in the team's studio. */
const audienceOf = (owner: Conversation['owner']): Audience =>
  owner.kind === 'visitor' ? 'visitor' : 'studio';

async function* fixedReply(text: string): AsyncGenerator<AnswerPart> {
  yield { type: 'delta', text };
}

/** The model that answers: asked for with the question, else the settings', at their temperature. */
export function settingsTarget(
  models: ModelCatalog,
  asked: string | undefined,
  settings: ConversationSettings,
): ModelTarget | null {
  const found = pickTarget(models, asked, settings.model);
  return found && settings.temperature !== undefined
    ? { ...found, temperature: settings.temperature }
    : found;
}

/**
 * Everything that can be refused is checked here, before any byte of the stream is sent: the
 * answer to regenerate and the model. Then the model is asked while the question is stored
 * along with an answer row in state `streaming`: the answer's first words are awaited alongside
 * the write instead of after it. Nothing is streamed until the question is stored; if storing it
 * fails, the model's answer is abandoned.
 */
export async function prepareAnswer(
  app: FastifyInstance,
  { owner, session, settings, models, history }: Conversation,
  question: Question,
  upstream: AbortController,
): Promise<PreparedAnswer> {
  let attachments = question.attachments;
  let regenerate: { questionId: bigint; answerId: bigint } | null = null;
  if (question.regenerateId) {
    const answer = await findAnswer(app.db, session.id, question.regenerateId);
    if (!answer?.turnId) throw new AppError(422, 'ANSWER_NOT_FOUND');
    regenerate = { questionId: answer.turnId, answerId: answer.id };
    if (attachments.length === 0)
      attachments = await questionAttachments(app.db, session.id, answer.turnId);
  }

  const target =
    question.reply === undefined ? settingsTarget(models, question.model, settings) : null;
  if (target && !target.vision && attachments.some((a) => a.kind === 'image'))
    throw new AppError(422, 'MODEL_NO_VISION', { model: target.model });

  const earlier =
    regenerate || !history
      ? await contextBefore(
          app.db,
          session.id,
          regenerate?.questionId ?? null,
          settings.contextSize,
        )
      : history;
  const messages = target
    ? await buildModelMessages({
        storage: app.storage,
        target,
        topic: settings.instruction,
        history: earlier,
        question: { content: question.prompt, attachments },
      })
    : [];
  const { meter, reply } = await meterAnswer(app, owner, session, target, messages, question);
  const model = reply !== undefined ? '' : (target?.model ?? OFFLINE_MODEL_REF);
  const parts =
    reply !== undefined
      ? fixedReply(reply)
      : settings.respond
        ? startEarly(
            settings.respond({
              prompt: question.prompt,
              locale: question.locale,
              earlier: earlier.map((m) => ({ role: m.role, content: m.content })),
              sessionId: session.id,
              upstream,
              models,
            }),
          )
        : startEarly(
            answerParts(
              app,
              target,
              messages,
              question,
              retrievalWith(settings.retrieve, target, earlier),
              upstream,
              audienceOf(owner),
            ),
          );
  try {
    const ids = await insertTurn(app.db, session, owner, {
      instanceId: app.instance.id,
      prompt: question.prompt,
      attachments,
      model,
      regenerate,
    });
    return {
      questionId: String(ids.questionId),
      answerId: String(ids.answerId),
      model,
      parts,
      meter,
    };
  } catch (error) {
    if (!upstream.signal.aborted) upstream.abort('client');
    await meter
      ?.settle({ usage: null, answerChars: 0 })
      .catch((err: unknown) => app.log.error({ err }, 'could not give points back'));
    throw error;
  }
}

/** Saves the text so far every few seconds: a crash then loses seconds, not the whole answer. */
function periodicSave(app: FastifyInstance, answerId: bigint, text: () => string) {
  let saved = 0;
  let saving: Promise<unknown> = Promise.resolve();
  const save = () => {
    const content = text();
    if (content.length === saved) return saving;
    saved = content.length;
    saving = saving
      .then(() => saveProgress(app.db, answerId, content))
      .catch((err: unknown) => app.log.warn({ err, answerId }, 'could not save a partial answer'));
    return saving;
  };
  const timer = setInterval(save, FLUSH_INTERVAL_MS);
  return {
    /** Saves what there is now (a reader about to follow the stored answer sees it all). */
    now: save,
    stop: () => {
      clearInterval(timer);
      return saving;
    },
  };
}

/**
 * Streams the answer into `sse` and stores it however it ends: done, stopped (by the user or a
 * closed browser) or error (interrupted by a shutdown that outlasted it, among others), with
 * what was produced and its token usage. `done` or `error` is the last event, unless the instance
 * drains first: then `reconnect` ends the stream and the answer goes on into the database.
 */
export async function runAnswer(
  app: FastifyInstance,
  prepared: PreparedAnswer,
  sse: SseStream,
  control: AnswerControl,
  locale: Locale,
): Promise<ChatMessageState> {
  const { upstream } = control;
  const { answerId } = prepared;
  const rowId = BigInt(answerId);
  sse.send('start', { questionId: prepared.questionId, answerId, model: prepared.model });
  const keepAlive = setInterval(() => sse.comment('keep-alive'), app.llm.keepAliveMs);
  let content = '';
  const { stop: stopSaving, now: flushNow } = periodicSave(app, rowId, () => content);
  // On shutdown the reader is sent to follow the stored answer, which goes on being written.
  const handOff = async () => {
    control.detach();
    clearInterval(keepAlive);
    await flushNow().catch(() => undefined);
    sse.send('reconnect', { answerId });
    sse.end();
    control.closeConnection();
  };
  app.llm.stops.add(answerId, upstream, () => void handOff());
  let citations: ChatCitation[] = [];
  // Kept with the answer: a reloaded conversation still offers a scene question's buttons.
  let choices: string[] = [];
  let usage: { promptTokens: number; completionTokens: number } | null = null;
  let state: ChatMessageState = 'done';
  let failure: { code: string; message: string } | null = null;
  try {
    for await (const part of prepared.parts) {
      if (part.type === 'citations') {
        citations = part.citations;
        if (citations.length > 0) sse.send('citations', { citations });
      } else if (part.type === 'event') {
        const { event } = part;
        if (event.event === 'scene-ask' && event.data.mode === 'buttons')
          choices = event.data.options.map((option) => option.label);
        sse.send(event.event, event.data);
      } else if (part.type === 'delta') {
        // One U+0000 from the model would make the answer unstorable, and lose all of it.
        const text = withoutNul(part.text);
        content += text;
        sse.send('delta', { content: text });
      } else {
        usage = { promptTokens: part.promptTokens, completionTokens: part.completionTokens };
        sse.send('usage', usage);
      }
    }
    if (upstream.signal.reason === 'shutdown') throw new AppError(503, 'ANSWER_INTERRUPTED');
    if (upstream.signal.aborted) state = 'stopped';
  } catch (error) {
    state = 'error';
    const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL');
    if (!(error instanceof AppError)) app.log.error({ err: error, answerId }, 'answer failed');
    // The message may quote the provider's error text.
    const message = withoutNul(formatMessage(locale, known.code, known.params));
    failure = { code: known.code, message };
  } finally {
    clearInterval(keepAlive);
  }
  await stopSaving();
  try {
    await storeAnswer(app.db, rowId, {
      content,
      state,
      error: failure?.message ?? '',
      promptTokens: usage?.promptTokens ?? null,
      completionTokens: usage?.completionTokens ?? null,
      citations,
      choices,
    });
  } catch (error) {
    app.log.error({ err: error, answerId }, 'could not store the answer');
  }
  try {
    await prepared.meter?.settle({ usage, answerChars: content.length });
  } catch (error) {
    app.log.error({ err: error, answerId }, 'could not settle the answer’s points');
  } finally {
    // Only once stored and settled: shutdown waits for this before the database closes.
    app.llm.stops.remove(answerId);
  }
  if (failure) sse.send('error', { ...failure, answerId });
  else sse.send('done', { answerId, state });
  sse.end();
  return state;
}
