import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackSchema } from '@miaoyu/contracts/feedback';
import { api } from '@/lib/http';
import { adminFeedbacksQueryKey } from './getAdminFeedbacks';

export async function closeFeedback(id: string) {
  return feedbackSchema.parse(await api.post(`/v1/admin/feedbacks/${id}/close`));
}

export function useCloseFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: adminFeedbacksQueryKey }),
  });
}
