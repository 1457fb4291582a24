import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Message } from '@arco-design/web-react';
import { errorMessage } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { deleteTurnOnServer } from '../api/deleteTurn';
import { cachedMessages, removeMessages } from '../api/messageCache';
import { ask } from '../api/runAnswer';
import type { MessageActions } from '../components/MessageItem';
import { answerOf, isServerId, turnOf } from '../utils/turns';

export interface AnswerSettings {
  model: string;
  usingContext: boolean;
}

/**
 * The message buttons of one session, as one object that stays the same while answers
 * stream (the settings are read through a ref), so memoised messages do not re-render.
 */
export function useChatActions(sessionId: string, settings: AnswerSettings): MessageActions {
  const client = useQueryClient();
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });

  return useMemo(() => {
    const run = (prompt: string, regenerateId: string) =>
      ask(client, { sessionId, prompt, attachments: [], regenerateId, ...latest.current }).catch(
        (error: unknown) => Message.error(errorMessage(error)),
      );
    return {
      sessionId,
      regenerate: (answerId) => {
        const messages = cachedMessages(client, sessionId);
        const answer = messages.find((m) => m.id === answerId);
        const question =
          answer && messages.find((m) => m.role === 'user' && m.turnId === answer.turnId);
        if (!answer || !question) return;
        if (isServerId(answer.id)) return void run(question.content, answer.id);
        // The failed answer was never stored: ask the question afresh.
        removeMessages(client, sessionId, turnOf(messages, answer.id).ids);
        void ask(client, {
          sessionId,
          prompt: question.content,
          attachments: question.attachments,
          ...latest.current,
        }).catch((error: unknown) => Message.error(errorMessage(error)));
      },
      editAndResend: (questionId, prompt) => {
        const messages = cachedMessages(client, sessionId);
        const question = messages.find((m) => m.id === questionId);
        const answer = question && answerOf(messages, question);
        if (answer && isServerId(answer.id)) return void run(prompt, answer.id);
        // Nothing stored to answer again yet (the answer failed before it was saved).
        Message.warning(i18n.t('chat:chat.editNoAnswer'));
      },
      choose: (label) =>
        void ask(client, { sessionId, prompt: label, attachments: [], ...latest.current }).catch(
          (error: unknown) => Message.error(errorMessage(error)),
        ),
      removeTurn: (messageId) => {
        const turn = turnOf(cachedMessages(client, sessionId), messageId);
        if (!turn.serverId) return removeMessages(client, sessionId, turn.ids);
        deleteTurnOnServer(sessionId, turn.serverId)
          .then((deleted) => removeMessages(client, sessionId, [...turn.ids, ...deleted]))
          .catch(() => undefined);
      },
    } satisfies MessageActions;
  }, [client, sessionId]);
}
