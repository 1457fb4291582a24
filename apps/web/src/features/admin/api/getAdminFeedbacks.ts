import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { feedbackListSchema, type AdminFeedbackQuery } from '@miaoyu/contracts/feedback';
import { api } from '@/lib/http';

export const adminFeedbacksQueryKey = ['admin', 'feedbacks'] as const;

export async function getAdminFeedbacks(query: AdminFeedbackQuery) {
  return feedbackListSchema.parse(await api.get('/v1/admin/feedbacks', { params: { ...query } }));
}

/** One page of everyone's feedback, filtered by status and type (unset filters are left out). */
export function useAdminFeedbacks(query: AdminFeedbackQuery) {
  return useQuery({
    queryKey: [...adminFeedbacksQueryKey, query],
    queryFn: () => getAdminFeedbacks(query),
    placeholderData: keepPreviousData,
  });
}
