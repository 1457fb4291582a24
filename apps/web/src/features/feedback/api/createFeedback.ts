import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { feedbackSchema, Feedback, FeedbackFields } from '@miaoyu/contracts/feedback';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { myFeedbackQueryKey } from './getMyFeedback';

export type NewFeedback = FeedbackFields & { screenshots: File[] };

/** `POST /v1/feedbacks` (spec §7): multipart form fields plus up to 3 `screenshots`. */
export async function createFeedback(input: NewFeedback): Promise<Feedback> {
  const form = new FormData();
  form.append('type', input.type);
  form.append('content', input.content);
  form.append('contact', input.contact);
  for (const file of input.screenshots) form.append('screenshots', file, file.name);
  return answerOf<typeof feedbackSchema>(await api.post('/v1/feedbacks', form, { silent: true }));
}

export function useCreateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: myFeedbackQueryKey }),
  });
}
