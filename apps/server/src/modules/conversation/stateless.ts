/**
 * Answers kept nowhere: the editor's live preview and the OpenAI-compatible API bring the whole
 * conversation with each question, and the engine's model choice, context budget and retrieval
 * apply to it as to a stored conversation.
 */
import type { FastifyInstance } from 'fastify';
import { formatMessage, OFFLINE_MODEL_REF, type Locale } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import { withoutNul } from '../../lib/storable';
import { startEarly } from '../../lib/start-early';
import type { ModelCatalog } from '../models';
import { buildModelMessages } from './context';
import { answerParts, retrievalWith, settingsTarget, type AnswerPart } from './engine';
import type { ConversationSettings } from './settings';
import type { SseStream } from './sse';

export interface StatelessTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface StatelessConversation {
  settings: ConversationSettings;
  models: ModelCatalog;
  /** The conversation before the question, oldest first; the last `contextSize` turns are read. */
  history: StatelessTurn[];
}

export interface StatelessAnswer {
  model: string;
  parts: AsyncIterable<AnswerPart>;
}

/** Picks the model and asks it (after retrieval); nothing is stored. */
export async function prepareStatelessAnswer(
  app: FastifyInstance,
  { settings, models, history }: StatelessConversation,
  question: { prompt: string; locale: Locale },
  upstream: AbortController,
): Promise<StatelessAnswer> {
  const target = settingsTarget(models, undefined, settings);
  const earlier =
    settings.contextSize > 0
      ? history.slice(-settings.contextSize).map((turn) => ({ ...turn, attachments: [] }))
      : [];
  const messages = target
    ? await buildModelMessages({
        storage: app.storage,
        target,
        topic: settings.instruction,
        history: earlier,
        question: { content: question.prompt, attachments: [] },
      })
    : [];
  const parts = startEarly(
    settings.respond
      ? settings.respond({
          prompt: question.prompt,
          locale: question.locale,
          earlier: earlier.map((turn) => ({ role: turn.role, content: turn.content })),
          sessionId: null,
          upstream,
          models,
        })
      : answerParts(
          app,
          target,
          messages,
          { ...question, attachments: [] },
          retrievalWith(settings.retrieve, target, earlier),
          upstream,
          // A helper's preview and API callers are the team and its developers.
          'studio',
        ),
  );
  return { model: target?.model ?? OFFLINE_MODEL_REF, parts };
}

/**
 * What a feature does with a whole stateless answer before its stream says done (an AI page is
 * stored): it may send events of its own; an AppError it throws ends the stream as an error.
 */
export type FinishAnswer = (text: string, sse: SseStream) => Promise<void>;

/**
 * Streams a stateless answer with the chat's events (start, citations, delta…, usage, then done
 * or error), so the same client code reads both.
 */
export async function runStatelessAnswer(
  app: FastifyInstance,
  answer: StatelessAnswer,
  sse: SseStream,
  upstream: AbortController,
  locale: Locale,
  finish?: FinishAnswer,
): Promise<void> {
  let text = '';
  // Nothing is stored, so the events carry no ids.
  sse.send('start', { questionId: '', answerId: '', model: answer.model });
  const keepAlive = setInterval(() => sse.comment('keep-alive'), app.llm.keepAliveMs);
  try {
    for await (const part of answer.parts) {
      if (part.type === 'citations') {
        if (part.citations.length > 0) sse.send('citations', { citations: part.citations });
      } else if (part.type === 'event') {
        sse.send(part.event.event, part.event.data);
      } else if (part.type === 'delta') {
        const content = withoutNul(part.text);
        if (finish) text += content;
        sse.send('delta', { content });
      } else
        sse.send('usage', {
          promptTokens: part.promptTokens,
          completionTokens: part.completionTokens,
        });
    }
    if (finish && !upstream.signal.aborted) await finish(text, sse);
    sse.send('done', { answerId: '', state: upstream.signal.aborted ? 'stopped' : 'done' });
  } catch (error) {
    const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL');
    if (!(error instanceof AppError)) app.log.error({ err: error }, 'stateless answer failed');
    sse.send('error', {
      code: known.code,
      message: withoutNul(formatMessage(locale, known.code, known.params)),
    });
  } finally {
    clearInterval(keepAlive);
    sse.end();
  }
}
