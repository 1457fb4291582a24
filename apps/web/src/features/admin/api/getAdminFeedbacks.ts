import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { feedbackListSchema, AdminFeedbackQuery } from '@miaoyu/contracts/feedback';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { adminFeedbacksRequest } from './requests';

export const adminFeedbacksQueryKey = ['admin', 'feedbacks'] as const;

export async function getAdminFeedbacks(query: AdminFeedbackQuery) {
  return answerOf<typeof feedbackListSchema>(await getFirst(adminFeedbacksRequest(query)));
}

/** One page of everyone's feedback, filtered by status and type (unset filters are left out). */
export function useAdminFeedbacks(query: AdminFeedbackQuery) {
  return useQuery({
    queryKey: [...adminFeedbacksQueryKey, query],
    queryFn: () => getAdminFeedbacks(query),
    placeholderData: keepPreviousData,
  });
}
