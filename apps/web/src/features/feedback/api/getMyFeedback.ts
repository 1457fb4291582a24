import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { feedbackListSchema } from '@miaoyu/contracts/feedback';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { myFeedbackRequest } from './requests';

export const myFeedbackQueryKey = ['feedback', 'mine'] as const;

export async function getMyFeedback(offset: number, limit: number) {
  return answerOf<typeof feedbackListSchema>(await getFirst(myFeedbackRequest(offset, limit)));
}

/** The caller's own feedback with its replies, newest first. */
export function useMyFeedback(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...myFeedbackQueryKey, page, pageSize],
    queryFn: () => getMyFeedback((page - 1) * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });
}
