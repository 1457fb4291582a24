import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatCitation, ChatStreamEvent } from '@miaoyu/contracts/chat';
import {
  PREVIEW_MESSAGE_MAX_CHARS,
  PREVIEW_MESSAGES_MAX,
  type HelperPreviewRequest,
} from '@miaoyu/contracts/helper-use';
import type { HelperSettings } from '@miaoyu/contracts/helpers';
import { errorMessage } from '@/lib/api-error';
import { isHttpError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { previewHelper } from '../api/previewHelper';

export type PreviewState = 'streaming' | 'done' | 'stopped' | 'error';

/** One message of the preview, kept in the page only. */
export interface PreviewMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  citations: ChatCitation[];
  state: PreviewState;
  error: string;
}

/**
 * The conversation so far as the preview endpoint takes it: finished turns with an answer,
 * the latest that fit, starting with a question.
 */
export function conversationSoFar(messages: PreviewMessage[]): HelperPreviewRequest['messages'] {
  const turns: HelperPreviewRequest['messages'] = [];
  for (let i = 0; i + 1 < messages.length; i += 1) {
    const question = messages[i]!;
    const answer = messages[i + 1]!;
    if (question.role !== 'user' || answer.role !== 'assistant') continue;
    if (!answer.content || answer.state === 'streaming') continue;
    const cut = (text: string) => text.slice(0, PREVIEW_MESSAGE_MAX_CHARS * 4);
    turns.push({ role: 'user', content: cut(question.content) });
    turns.push({ role: 'assistant', content: cut(answer.content) });
  }
  // Whole turns only, so the kept part still starts with a question.
  return turns.slice(-(PREVIEW_MESSAGES_MAX - (PREVIEW_MESSAGES_MAX % 2)));
}

let nextId = 0;
const message = (role: PreviewMessage['role'], content: string, state: PreviewState) => ({
  id: (nextId += 1),
  role,
  content,
  citations: [],
  state,
  error: '',
});

/**
 * The editor's live preview: asks the helper as it is set up now (saved or not), streams the
 * answer into the page, stops and starts over (under a new conversation id). Nothing is stored
 * but the run of a scene the helper follows.
 */
export function usePreviewChat(orgId: string) {
  const [messages, setMessages] = useState<PreviewMessage[]>([]);
  // The list as of now for the next question, which must not wait for a render to read it.
  const current = useRef<PreviewMessage[]>([]);
  const controller = useRef<AbortController | null>(null);
  // Names the conversation to the server, where a scene's question waits for the next turn.
  const conversation = useRef(crypto.randomUUID());
  const update = useCallback((change: (list: PreviewMessage[]) => PreviewMessage[]) => {
    current.current = change(current.current);
    setMessages(current.current);
  }, []);
  const streaming = messages.at(-1)?.state === 'streaming';

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (settings: HelperSettings, prompt: string) => {
      if (controller.current) return;
      const question = message('user', prompt, 'done');
      const answer: PreviewMessage = message('assistant', '', 'streaming');
      const patch = (change: (m: PreviewMessage) => Partial<PreviewMessage>) =>
        update((list) => list.map((m) => (m.id === answer.id ? { ...m, ...change(m) } : m)));
      const history = conversationSoFar(current.current);
      update((list) => [...list, question, answer]);
      const abort = new AbortController();
      controller.current = abort;
      const onEvent = (event: ChatStreamEvent) => {
        if (event.event === 'citations') patch(() => ({ citations: event.data.citations }));
        else if (event.event === 'delta')
          patch((m) => ({ content: m.content + event.data.content }));
        else if (event.event === 'done') patch(() => ({ state: event.data.state }));
        else if (event.event === 'error')
          patch(() => ({ state: 'error', error: event.data.message }));
      };
      try {
        const finished = await previewHelper(
          orgId,
          { settings, messages: history, prompt, conversation: conversation.current },
          abort.signal,
          onEvent,
        );
        if (!finished)
          patch(() =>
            abort.signal.aborted
              ? { state: 'stopped' }
              : { state: 'error', error: i18n.t('helpers:editor.preview.cut') },
          );
      } catch (error) {
        const stopped = abort.signal.aborted || (isHttpError(error) && error.kind === 'cancel');
        patch(() =>
          stopped ? { state: 'stopped' } : { state: 'error', error: errorMessage(error) },
        );
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [orgId, update],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    conversation.current = crypto.randomUUID();
    update(() => []);
  }, [update]);

  return { messages, streaming, send, stop, reset };
}
