import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorOf, errorMessage } from '@/lib/api-error';
import { ask } from '../api/runAnswer';
import { useChatStore } from '../store';
import type { AnswerSettings } from './useChatActions';

/**
 * Asks a question that did not come from the composer (a suggested question, or the one the
 * page was opened with). A refusal shows under the composer, as the composer's own do, and the
 * question waits there to be sent again (unless the user is already typing another).
 */
export function useAskQuestion(sessionId: string, { model, usingContext }: AnswerSettings) {
  const client = useQueryClient();
  return useCallback(
    (question: string) => {
      useChatStore.getState().setError(sessionId, null);
      ask(client, { sessionId, prompt: question, attachments: [], model, usingContext }).catch(
        (error: unknown) => {
          const store = useChatStore.getState();
          if (!store.drafts[sessionId]?.trim()) store.setDraft(sessionId, question);
          store.setError(sessionId, errorMessage(error), apiErrorOf(error)?.code);
        },
      );
    },
    [client, sessionId, model, usingContext],
  );
}

/**
 * Asks `question` once `ready` (the session and its messages have loaded, nothing answering),
 * then calls `onTaken`, which drops it from the address. Strict Mode runs effects twice: the
 * ref keeps it to one question.
 */
export function useAskOnce(
  sessionId: string,
  question: string | null | undefined,
  ready: boolean,
  askQuestion: (question: string) => void,
  onTaken: (() => void) | undefined,
) {
  const taken = useRef<string | null>(null);
  useEffect(() => {
    const key = `${sessionId}\n${question}`;
    if (!question || !ready || taken.current === key) return;
    taken.current = key;
    askQuestion(question);
    onTaken?.();
  }, [sessionId, question, ready, askQuestion, onTaken]);
}
