import { z } from 'zod';
import { textSchema } from './text';
import { idSchema } from './ids';
import { pageQuery } from './page';

export const FEEDBACK_TYPES = ['bug', 'suggestion', 'other'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export const feedbackStatusSchema = z.enum(['open', 'replied', 'closed']);
export const FEEDBACK_MAX_SCREENSHOTS = 3;
/** Characters (not UTF-16 units) of a feedback's text and of its contact. */
export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_CONTACT_MAX = 100;

/** `POST /v1/feedbacks` fields (form-encoded or multipart with up to 3 screenshots). */
export const feedbackFieldsSchema = z.object({
  type: feedbackTypeSchema,
  content: textSchema(1, FEEDBACK_CONTENT_MAX, 'validation.feedbackContent'),
  contact: textSchema(0, FEEDBACK_CONTACT_MAX, 'validation.feedbackContact').default(''),
});
export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>;

export const feedbackReplySchema = z.object({
  id: z.string(),
  content: z.string(),
  authorNickname: z.string(),
  createdAt: z.string(),
});

export const feedbackSchema = z
  .object({
    id: z.string(),
    type: feedbackTypeSchema,
    content: z.string(),
    contact: z.string(),
    status: feedbackStatusSchema,
    screenshots: z
      .array(z.string())
      .meta({ description: 'File URLs (fetch with the auth header)' }),
    replies: z.array(feedbackReplySchema),
    author: z.object({ id: z.string(), nickname: z.string(), phone: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z.object({
  list: z.array(feedbackSchema),
  total: z.number().int(),
});

export const feedbackPageQuerySchema = pageQuery({ defaultLimit: 20 }).omit({ keyword: true });
export const adminFeedbackQuerySchema = feedbackPageQuerySchema.extend({
  status: feedbackStatusSchema.optional(),
  type: feedbackTypeSchema.optional(),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;
export const feedbackParamsSchema = z.object({
  feedbackId: idSchema,
});
export const feedbackReplyBodySchema = z.object({
  content: textSchema(1, 2000, 'validation.feedbackContent'),
});
