import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ModelMessage } from 'ai';
import {
  formatMessage,
  OFFLINE_MODEL_REF,
  type ChatMessageState,
  type Locale,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import type { chatCompletionRequestSchema } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { chatMessages, type ChatAttachmentRef } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { streamModel, type GatewayPart } from '../../plugins/llm/gateway';
import { offlineAnswer } from '../../plugins/llm/offline';
import { resolveTarget, type ModelTarget } from '../models/catalog';
import { ownAttachments } from './attachments.service';
import { buildModelMessages } from './context';
import { contextBefore, findAnswer } from './messages.service';
import { FLUSH_INTERVAL_MS } from './recovery';
import { ownSession, touchSession } from './sessions.service';
import type { SseStream } from './sse';

type Request = z.output<typeof chatCompletionRequestSchema>;

export interface PreparedAnswer {
  questionId: string;
  answerId: string;
  target: ModelTarget | null;
  messages: ModelMessage[];
}

async function attachmentsFor(app: FastifyInstance, userId: bigint, request: Request) {
  const images = await ownAttachments(app.db, userId, request.options.images);
  const texts = await ownAttachments(app.db, userId, request.options.files);
  if (images.some((a) => a.kind !== 'image') || texts.some((a) => a.kind !== 'text'))
    throw new AppError(422, 'ATTACHMENT_NOT_FOUND');
  return [...images, ...texts];
}

/**
 * Everything that can be refused is checked here, before any byte of the stream is sent: the
 * session, the answer to regenerate, the attachments and the model. Then the question is stored
 * (before the model is called) along with an answer row in state `streaming`.
 */
export async function prepareAnswer(
  app: FastifyInstance,
  config: Config,
  caller: { id: bigint; currentOrgId: bigint | null },
  sessionId: string,
  request: Request,
): Promise<PreparedAnswer> {
  const session = await ownSession(app.db, caller.id, sessionId);
  let attachments: ChatAttachmentRef[] = await attachmentsFor(app, caller.id, request);

  let regenerate: { questionId: bigint; answerId: bigint } | null = null;
  if (request.regenerateId) {
    const answer = await findAnswer(app.db, session.id, request.regenerateId);
    if (!answer?.turnId) throw new AppError(422, 'ANSWER_NOT_FOUND');
    regenerate = { questionId: answer.turnId, answerId: answer.id };
    if (attachments.length === 0) {
      const [question] = await app.db
        .select({ attachments: chatMessages.attachments })
        .from(chatMessages)
        .where(eq(chatMessages.id, answer.turnId));
      attachments = question?.attachments ?? [];
    }
  }

  const target = await resolveTarget(
    app.db,
    config,
    app.llm.box,
    caller.currentOrgId,
    request.options.model,
    session.model,
  );
  if (target && !target.vision && attachments.some((a) => a.kind === 'image'))
    throw new AppError(422, 'MODEL_NO_VISION', { model: target.model });

  const ids = await app.db.transaction(async (tx) => {
    let questionId: bigint;
    if (regenerate) {
      questionId = regenerate.questionId;
      await tx
        .update(chatMessages)
        .set({ content: request.prompt, attachments })
        .where(eq(chatMessages.id, questionId));
      await tx.delete(chatMessages).where(eq(chatMessages.id, regenerate.answerId));
    } else {
      const [question] = await tx
        .insert(chatMessages)
        .values({
          sessionId: session.id,
          userId: caller.id,
          role: 'user',
          content: request.prompt,
          attachments,
        })
        .returning({ id: chatMessages.id });
      questionId = question!.id;
      await tx
        .update(chatMessages)
        .set({ turnId: questionId })
        .where(eq(chatMessages.id, questionId));
    }
    const [answer] = await tx
      .insert(chatMessages)
      .values({
        sessionId: session.id,
        userId: caller.id,
        turnId: questionId,
        role: 'assistant',
        state: 'streaming',
        model: target?.model ?? OFFLINE_MODEL_REF,
      })
      .returning({ id: chatMessages.id });
    await touchSession(tx, session, request.prompt);
    return { questionId, answerId: answer!.id };
  });

  const history = request.options.usingContext
    ? await contextBefore(app.db, session.id, ids.questionId, session.contextSize)
    : [];
  const messages = target
    ? await buildModelMessages({
        storage: app.storage,
        target,
        topic: session.topic,
        history,
        question: { content: request.prompt, attachments },
      })
    : [];
  return {
    questionId: String(ids.questionId),
    answerId: String(ids.answerId),
    target,
    messages,
  };
}

/**
 * Streams the answer into `sse` and stores it however it ends: done, stopped (by the user, a
 * closed browser or shutdown) or error, with what was produced and its token usage. `done` or
 * `error` is always the last event.
 */
export async function runAnswer(
  app: FastifyInstance,
  prepared: PreparedAnswer,
  sse: SseStream,
  upstream: AbortController,
  locale: Locale,
): Promise<ChatMessageState> {
  const { answerId, target } = prepared;
  sse.send('start', {
    questionId: prepared.questionId,
    answerId,
    model: target?.model ?? OFFLINE_MODEL_REF,
  });
  const keepAlive = setInterval(() => sse.comment('keep-alive'), app.llm.keepAliveMs);
  app.llm.stops.add(answerId, upstream);
  let content = '';
  let usage: { promptTokens: number; completionTokens: number } | null = null;
  let state: ChatMessageState = 'done';
  let failure: { code: string; message: string } | null = null;
  // Save the text so far every few seconds: a crash then loses seconds, not the whole answer.
  let saved = 0;
  let saving: Promise<unknown> = Promise.resolve();
  const flush = setInterval(() => {
    if (content.length === saved) return;
    saved = content.length;
    const text = content;
    saving = saving
      .then(() =>
        app.db
          .update(chatMessages)
          .set({ content: text })
          .where(and(eq(chatMessages.id, BigInt(answerId)), eq(chatMessages.state, 'streaming'))),
      )
      .catch((err: unknown) => app.log.warn({ err, answerId }, 'could not save a partial answer'));
  }, FLUSH_INTERVAL_MS);
  try {
    const source: AsyncIterable<GatewayPart> = target
      ? streamModel(target, prepared.messages, upstream, app.llm.limits)
      : offlineAnswer(locale, upstream.signal);
    for await (const part of source) {
      if (part.type === 'delta') {
        content += part.text;
        sse.send('delta', { content: part.text });
      } else {
        usage = { promptTokens: part.promptTokens, completionTokens: part.completionTokens };
        sse.send('usage', usage);
      }
    }
    if (upstream.signal.aborted) state = 'stopped';
  } catch (error) {
    state = 'error';
    const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL');
    if (!(error instanceof AppError)) app.log.error({ err: error, answerId }, 'answer failed');
    failure = { code: known.code, message: formatMessage(locale, known.code, known.params) };
  } finally {
    clearInterval(keepAlive);
    clearInterval(flush);
    app.llm.stops.remove(answerId);
  }
  await saving;
  try {
    await app.db
      .update(chatMessages)
      .set({
        content,
        state,
        error: failure?.message ?? '',
        promptTokens: usage?.promptTokens ?? null,
        completionTokens: usage?.completionTokens ?? null,
      })
      .where(eq(chatMessages.id, BigInt(answerId)));
  } catch (error) {
    app.log.error({ err: error, answerId }, 'could not store the answer');
  }
  if (failure) sse.send('error', { ...failure, answerId });
  else sse.send('done', { answerId, state });
  sse.end();
  return state;
}
