import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { feedbackListSchema, type Feedback } from '@miaoyu/contracts';
import { api } from '@/lib/http';

export interface FeedbackQuery {
  status?: Feedback['status'];
  type?: Feedback['type'];
  offset: number;
  limit: number;
}

export const adminFeedbacksQueryKey = ['admin', 'feedbacks'] as const;

export async function getAdminFeedbacks(query: FeedbackQuery) {
  return feedbackListSchema.parse(await api.get('/v1/admin/feedbacks', { params: { ...query } }));
}

/** One page of everyone's feedback, filtered by status and type (unset filters are left out). */
export function useAdminFeedbacks(query: FeedbackQuery) {
  return useQuery({
    queryKey: [...adminFeedbacksQueryKey, query],
    queryFn: () => getAdminFeedbacks(query),
    placeholderData: keepPreviousData,
  });
}
