import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { feedbackListSchema } from '@miaoyu/contracts/feedback';
import { getFirst } from '@/lib/preload';
import { myFeedbackRequest } from './requests';

export const myFeedbackQueryKey = ['feedback', 'mine'] as const;

export async function getMyFeedback(offset: number, limit: number) {
  return feedbackListSchema.parse(await getFirst(myFeedbackRequest(offset, limit)));
}

/** The caller's own feedback with its replies, newest first. */
export function useMyFeedback(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...myFeedbackQueryKey, page, pageSize],
    queryFn: () => getMyFeedback((page - 1) * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });
}
