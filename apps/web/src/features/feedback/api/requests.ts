import type { FirstRequest } from '@/lib/preload';

/** Feedback a page of "my feedback" shows at a time. */
export const MY_FEEDBACK_PAGE_SIZE = 10;

/** `GET /v1/feedbacks`: a page of the caller's own feedback, newest first. */
export const myFeedbackRequest = (offset: number, limit: number): FirstRequest => ({
  path: '/v1/feedbacks',
  params: { offset, limit },
});
