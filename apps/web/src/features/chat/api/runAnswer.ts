import type { QueryClient } from '@tanstack/react-query';
import type { ChatAttachment, ChatCompletion, ChatStreamEvent } from '@miaoyu/contracts/chat';
import { errorMessage } from '@/lib/api-error';
import { isHttpError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { useChatStore } from '../store';
import { followStoredAnswer } from './followAnswer';
import { chatKeys } from './keys';
import { appendMessages, cachedMessages, patchMessage, removeMessages } from './messageCache';
import { stopAnswer } from './stopAnswer';
import { streamCompletion } from './streamCompletion';

export interface AskInput {
  sessionId: string;
  prompt: string;
  /** Model ref; empty means the session's default. */
  model: string;
  usingContext: boolean;
  attachments: ChatAttachment[];
  /** Answer this answer's question again (regenerate; with a new prompt: edit and resend). */
  regenerateId?: string | undefined;
}

let sequence = 0;

function draftMessage(
  role: ChatCompletion['role'],
  fields: Partial<ChatCompletion>,
): ChatCompletion {
  sequence += 1;
  const id = `local-${role}-${sequence}`;
  return {
    id,
    ts: Date.now(),
    content: '',
    role,
    turnId: id,
    state: 'done',
    error: '',
    model: '',
    usage: null,
    attachments: [],
    citations: [],
    ...fields,
  };
}

/**
 * Sends a question (or answers one again) and streams the answer into the messages cache,
 * outside any component, so the answer keeps coming while the user looks at another session.
 * Rejects (after undoing its changes) only for errors before the stream began.
 */
export async function ask(client: QueryClient, input: AskInput): Promise<void> {
  const { sessionId } = input;
  const store = useChatStore.getState();
  const controller = new AbortController();
  store.startAnswer(sessionId, controller);

  const existing = input.regenerateId
    ? cachedMessages(client, sessionId).find((m) => m.id === input.regenerateId)
    : undefined;
  const question = existing
    ? cachedMessages(client, sessionId).find(
        (m) => m.role === 'user' && m.turnId === existing.turnId,
      )
    : draftMessage('user', { content: input.prompt, attachments: input.attachments });
  const before = { answer: existing, question: question?.content ?? '' };
  let answerKey: string;
  let questionKey = question?.id ?? '';
  if (existing) {
    answerKey = draftMessage('assistant', {}).id;
    patchMessage(client, sessionId, existing.id, (m) => ({
      ...m,
      id: answerKey,
      content: '',
      state: 'streaming',
      error: '',
      model: input.model,
      usage: null,
      choices: undefined,
    }));
    if (question)
      patchMessage(client, sessionId, question.id, (m) => ({ ...m, content: input.prompt }));
  } else {
    const answer = draftMessage('assistant', {
      turnId: question!.id,
      state: 'streaming',
      model: input.model,
    });
    answerKey = answer.id;
    appendMessages(client, sessionId, [question!, answer]);
  }
  const patchAnswer = (change: (m: ChatCompletion) => ChatCompletion) =>
    patchMessage(client, sessionId, answerKey, change);

  // Set when the server hands the answer off (it is restarting): it is then read from storage.
  let handedOff: string | null = null;
  const onEvent = (event: ChatStreamEvent) => {
    switch (event.event) {
      case 'start': {
        const { questionId, answerId, model } = event.data;
        if (!existing) {
          patchMessage(client, sessionId, questionKey, (m) => ({
            ...m,
            id: questionId,
            turnId: questionId,
          }));
          questionKey = questionId;
        }
        const turnId = existing ? existing.turnId : questionId;
        patchAnswer((m) => ({ ...m, id: answerId, turnId, model }));
        answerKey = answerId;
        useChatStore.getState().setAnswerId(sessionId, answerId);
        break;
      }
      case 'citations':
        patchAnswer((m) => ({ ...m, citations: event.data.citations }));
        break;
      case 'delta':
        patchAnswer((m) => ({ ...m, content: m.content + event.data.content }));
        break;
      case 'usage':
        patchAnswer((m) => ({ ...m, usage: event.data }));
        break;
      case 'scene-ask':
        // A form is answered in words; buttons are offered under the answer that asked.
        if (event.data.mode === 'buttons')
          patchAnswer((m) => ({ ...m, choices: event.data.options.map((o) => o.label) }));
        break;
      case 'done':
        patchAnswer((m) => ({ ...m, state: event.data.state }));
        break;
      case 'error': {
        const { message, answerId } = event.data;
        patchAnswer((m) => ({ ...m, id: answerId ?? m.id, state: 'error', error: message }));
        if (answerId) answerKey = answerId;
        break;
      }
      case 'reconnect':
        handedOff = event.data.answerId;
        break;
    }
  };

  let started = false;
  try {
    const finished = await streamCompletion(
      sessionId,
      {
        prompt: input.prompt,
        options: {
          ...(input.model ? { model: input.model } : {}),
          usingContext: input.usingContext,
          images: input.attachments.filter((a) => a.kind === 'image').map((a) => a.code),
          files: input.attachments.filter((a) => a.kind === 'text').map((a) => a.code),
        },
        ...(input.regenerateId ? { regenerateId: input.regenerateId } : {}),
      },
      controller.signal,
      (event) => {
        started = true;
        onEvent(event);
      },
    );
    const followed =
      !finished &&
      handedOff !== null &&
      (await followStoredAnswer(sessionId, handedOff, controller.signal, (stored) =>
        patchAnswer((m) => ({
          ...m,
          content: stored.content,
          state: stored.state,
          error: stored.error,
          usage: stored.usage,
          citations: stored.citations,
          choices: stored.choices,
        })),
      ));
    if (!finished && !followed)
      patchAnswer((m) =>
        controller.signal.aborted
          ? { ...m, state: 'stopped' }
          : { ...m, state: 'error', error: i18n.t('chat:chat.streamCut') },
      );
  } catch (error) {
    if (started || (controller.signal.aborted && !isHttpError(error))) {
      // Cut mid-stream: keep what arrived.
      patchAnswer((m) =>
        controller.signal.aborted
          ? { ...m, state: 'stopped' }
          : { ...m, state: 'error', error: errorMessage(error) },
      );
    } else {
      // Refused before any answer: undo, so the composer can show why and try again.
      if (existing && before.answer) {
        const old = before.answer;
        patchAnswer(() => old);
        if (question)
          patchMessage(client, sessionId, question.id, (m) => ({ ...m, content: before.question }));
      } else removeMessages(client, sessionId, [questionKey, answerKey]);
      if (!(isHttpError(error) && error.kind === 'cancel')) throw error;
    }
  } finally {
    useChatStore.getState().endAnswer(sessionId, controller);
    // The server renames a new session after its first question.
    void client.invalidateQueries({ queryKey: chatKeys.sessionLists });
    void client.invalidateQueries({ queryKey: chatKeys.session(sessionId) });
  }
}

/** Stop: tells the server (it stores the partial answer as stopped), then ends the request. */
export async function stopAnswering(sessionId: string): Promise<void> {
  const current = useChatStore.getState().answering[sessionId];
  if (!current) return;
  if (current.answerId) {
    const timeout = new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.race([stopAnswer(sessionId, current.answerId).catch(() => undefined), timeout]);
  }
  current.controller.abort();
}
