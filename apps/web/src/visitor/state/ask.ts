import type { ChatAttachment, ChatCitation } from '@miaoyu/contracts/chat';
import type { FeedbackRating, VisitorFile } from '@miaoyu/contracts/bot';
import { isAborted, VisitorApiError } from '../api/client';
import {
  askQuestion,
  getMessages,
  sendFeedback,
  stopAnswer,
  suggestQuestions,
} from '../api/endpoints';
import { readEvents } from '../api/sse';
import { t } from '../i18n';
import { applyStatus, ensureConversation, errorText, noteUnread } from './conversation';
import {
  appendContent,
  patch,
  remove,
  rename,
  upsert,
  type MessageList,
  type ViewMessage,
} from './messages';
import type { VisitorContext } from './model';

let localCount = 0;

function localMessage(
  id: string,
  role: ViewMessage['role'],
  content: string,
  attachments: ChatAttachment[],
): ViewMessage {
  return {
    id,
    role,
    content,
    state: role === 'bot' ? 'streaming' : 'done',
    createdAt: new Date().toISOString(),
    citations: [],
    attachments,
    rating: null,
    ratingReason: '',
    agent: null,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One question and its answer while it streams: their ids (local until stored), how it ended. */
interface Turn {
  sessionId: string;
  questionId: string;
  answerId: string;
  final: 'done' | 'stopped' | 'error' | null;
  /** The server ended the stream to restart: the answer is read from what it stores. */
  handedOff: boolean;
  /** The buttons the answer's business scene asks the visitor to pick from. */
  choices: string[];
  /** Changes the messages, unless the visitor has moved to another conversation. */
  apply(change: (list: MessageList) => MessageList): void;
}

/** The answer's words for why it failed; a notice when there is no answer to show them on. */
function fail(ctx: VisitorContext, turn: Turn, message: string): void {
  if (ctx.store.get().messages.byId[turn.answerId])
    turn.apply((list) => patch(list, turn.answerId, { state: 'error', error: message }));
  else ctx.store.set({ notice: message });
}

/** One event of the answer stream (`start`, `citations`, `delta`, `done`, `error`). */
function follow(ctx: VisitorContext, turn: Turn, event: string, data: unknown): void {
  const payload = (data ?? {}) as Record<string, unknown>;
  if (event === 'start') {
    const storedQuestion = text(payload.questionId);
    const storedAnswer = text(payload.answerId);
    const local = turn.answerId;
    if (storedQuestion) turn.apply((list) => rename(list, turn.questionId, storedQuestion));
    if (!storedAnswer) {
      // A person holds the conversation: their reply comes by the live stream.
      turn.apply((list) => remove(list, local));
      return;
    }
    // Shown growing even when no placeholder was (a bot answering while a person is awaited).
    turn.apply((list) =>
      list.byId[local]
        ? rename(list, local, storedAnswer)
        : upsert(list, localMessage(storedAnswer, 'bot', '', [])),
    );
    turn.answerId = storedAnswer;
    ctx.store.set({ answering: { messageId: storedAnswer, answerId: storedAnswer } });
  } else if (event === 'citations' && Array.isArray(payload.citations)) {
    const citations = payload.citations as ChatCitation[];
    turn.apply((list) => patch(list, turn.answerId, { citations }));
  } else if (event === 'delta') {
    // The live stream may bring the stored answer, whole, before its last words are read here:
    // then they are in it already.
    turn.apply((list) =>
      list.byId[turn.answerId]?.state === 'streaming'
        ? appendContent(list, turn.answerId, text(payload.content))
        : list,
    );
  } else if (event === 'done') {
    const state = payload.state === 'stopped' || payload.state === 'error' ? payload.state : 'done';
    turn.final = state;
    turn.apply((list) => patch(list, turn.answerId, { state }));
  } else if (event === 'scene-ask' && Array.isArray(payload.options)) {
    turn.choices = (payload.options as { label?: unknown }[])
      .map((o) => text(o.label))
      .filter(Boolean);
  } else if (event === 'reconnect') {
    turn.handedOff = true;
  } else if (event === 'error') {
    turn.final = 'error';
    fail(ctx, turn, text(payload.message) || t('answerFailed'));
    if (payload.code === 'CONVERSATION_CLOSED')
      applyStatus(ctx, turn.sessionId, { status: 'closed', agent: null });
  }
}

/**
 * Reads a handed-off answer from the conversation's newest messages (any instance serves them)
 * every second until it is no longer streaming.
 */
async function followStored(ctx: VisitorContext, turn: Turn, signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted && failures < 60) {
    try {
      const stored = (await getMessages(ctx.client, turn.sessionId)).list.find(
        (message) => message.id === turn.answerId,
      );
      if (!stored) return;
      const { content, state, citations } = stored;
      turn.apply((list) => patch(list, turn.answerId, { content, state, citations }));
      if (state !== 'streaming') {
        turn.final = state;
        if (state === 'error') fail(ctx, turn, t('answerFailed'));
        return;
      }
    } catch {
      failures += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Asks a question and shows the answer as it streams. When a person holds the conversation
 * the stream only confirms the question: the reply comes by the live stream.
 */
export async function ask(
  ctx: VisitorContext,
  prompt: string,
  files: VisitorFile[],
): Promise<void> {
  const { store, client, running } = ctx;
  if (running.asking) return;
  running.asking = true;
  let sessionId: string;
  try {
    sessionId = await ensureConversation(ctx);
  } catch (error) {
    running.asking = false;
    store.set({ notice: errorText(error) });
    return;
  }
  const generation = running.generation;
  const count = ++localCount;
  const turn: Turn = {
    sessionId,
    questionId: `local-question-${count}`,
    answerId: `local-answer-${count}`,
    final: null,
    handedOff: false,
    choices: [],
    apply(change) {
      if (generation === running.generation)
        store.set((state) => ({ messages: change(state.messages) }));
    },
  };
  const attachments = files.map((file) => file.attachment);
  const botAnswers = store.get().status === 'bot';
  turn.apply((list) => {
    const asked = upsert(list, localMessage(turn.questionId, 'visitor', prompt, attachments));
    return botAnswers ? upsert(asked, localMessage(turn.answerId, 'bot', '', [])) : asked;
  });
  store.set({
    followUps: [],
    followUpsAreChoices: false,
    answering: { messageId: turn.answerId, answerId: null },
  });

  const controller = new AbortController();
  running.answer = controller;
  try {
    const question = { prompt, files: files.map((file) => file.fileId) };
    const body = await askQuestion(client, sessionId, question, controller.signal);
    await readEvents(body, ({ event, data }) => {
      if (generation === running.generation) follow(ctx, turn, event, data);
    });
    if (!turn.final && turn.handedOff) await followStored(ctx, turn, controller.signal);
    if (!turn.final) fail(ctx, turn, t('answerCut'));
  } catch (error) {
    if (controller.signal.aborted || isAborted(error)) {
      turn.apply((list) => patch(list, turn.answerId, { state: 'stopped' }));
    } else {
      fail(ctx, turn, errorText(error));
      if (error instanceof VisitorApiError && error.code === 'CONVERSATION_CLOSED')
        applyStatus(ctx, sessionId, { status: 'closed', agent: null });
    }
  } finally {
    running.asking = false;
    if (running.answer === controller) running.answer = null;
    if (generation === running.generation) store.set({ answering: null });
  }
  const answered = store.get().messages.byId[turn.answerId];
  if (turn.final === 'done' && generation === running.generation && answered) {
    noteUnread(ctx);
    // The scene's question is answered by tapping one of its choices, not by suggestions.
    if (turn.choices.length > 0) store.set({ followUps: turn.choices, followUpsAreChoices: true });
    else void offerFollowUps(ctx, sessionId, generation);
  }
}

async function offerFollowUps(ctx: VisitorContext, sessionId: string, generation: number) {
  try {
    const { questions } = await suggestQuestions(ctx.client, sessionId);
    if (generation === ctx.running.generation) ctx.store.set({ followUps: questions.slice(0, 4) });
  } catch {
    // Suggestions are an extra: the conversation goes on without them.
  }
}

/** Stops the answer: the server keeps what was written so far. */
export function stop(ctx: VisitorContext): void {
  const { answering, currentId } = ctx.store.get();
  if (answering?.answerId && currentId)
    stopAnswer(ctx.client, currentId, answering.answerId).catch(() => undefined);
  ctx.running.answer?.abort();
}

/** Likes or dislikes an answer; shown at once, put back when the server refuses. */
export async function rate(
  ctx: VisitorContext,
  messageId: string,
  rating: FeedbackRating,
  reason?: string,
): Promise<void> {
  const { store } = ctx;
  const message = store.get().messages.byId[messageId];
  const before = { rating: message?.rating ?? null, ratingReason: message?.ratingReason ?? '' };
  const after = { rating, ratingReason: rating === 'dislike' ? (reason ?? '') : '' };
  store.set((state) => ({ messages: patch(state.messages, messageId, after) }));
  try {
    await sendFeedback(ctx.client, messageId, rating, reason);
  } catch (error) {
    store.set((state) => ({
      messages: patch(state.messages, messageId, before),
      notice: `${t('feedbackFailed')}: ${errorText(error)}`,
    }));
  }
}
