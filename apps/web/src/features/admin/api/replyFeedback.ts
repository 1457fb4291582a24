import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { feedbackSchema } from '@miaoyu/contracts/feedback';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { adminFeedbacksQueryKey } from './getAdminFeedbacks';

export async function replyFeedback({ id, content }: { id: string; content: string }) {
  return answerOf<typeof feedbackSchema>(
    await api.post(`/v1/admin/feedbacks/${id}/replies`, { content }, { silent: true }),
  );
}

/** Replies to a feedback (silent: the reply form shows the error). */
export function useReplyFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: adminFeedbacksQueryKey }),
  });
}
