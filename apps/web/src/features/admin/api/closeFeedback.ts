import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { feedbackSchema } from '@miaoyu/contracts/feedback';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { adminFeedbacksQueryKey } from './getAdminFeedbacks';

export async function closeFeedback(id: string) {
  return answerOf<typeof feedbackSchema>(await api.post(`/v1/admin/feedbacks/${id}/close`));
}

export function useCloseFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: adminFeedbacksQueryKey }),
  });
}
