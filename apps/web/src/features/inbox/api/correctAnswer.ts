import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { answerCorrectionResultSchema, answerCorrectionSchema } from '@miaoyu/contracts/bot';
import type { z } from 'zod';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { botLogKeys, botLogsPath } from './keys';

export type AnswerCorrection = z.input<typeof answerCorrectionSchema>;

/**
 * `POST /v1/orgs/{orgId}/bot-logs/messages/{messageId}/correction`: the right answer becomes a
 * Q&A entry of a dataset. Silent: the form shows the error.
 */
export async function correctAnswer(orgId: string, messageId: string, body: AnswerCorrection) {
  return answerOf<typeof answerCorrectionResultSchema>(
    await api.post(`${botLogsPath(orgId)}/messages/${messageId}/correction`, body, {
      silent: true,
    }),
  );
}

export function useCorrectAnswer(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: AnswerCorrection }) =>
      correctAnswer(orgId, messageId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: botLogKeys.datasets(orgId) }),
  });
}
