import { z } from 'zod';
import { textSchema } from './text';

export const FEEDBACK_TYPES = ['bug', 'suggestion', 'other'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export const feedbackStatusSchema = z.enum(['open', 'replied', 'closed']);
export const FEEDBACK_MAX_SCREENSHOTS = 3;

/** `POST /v1/feedbacks` fields (form-encoded or multipart with up to 3 screenshots). */
export const feedbackFieldsSchema = z.object({
  type: feedbackTypeSchema,
  content: textSchema(1, 2000, 'validation.feedbackContent'),
  contact: z.string().trim().max(100).default(''),
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

export const pageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminFeedbackQuerySchema = pageQuerySchema.extend({
  status: feedbackStatusSchema.optional(),
  type: feedbackTypeSchema.optional(),
});
export const feedbackParamsSchema = z.object({
  feedbackId: z.string().regex(/^\d{1,19}$/, { message: 'validation.id' }),
});
export const feedbackReplyBodySchema = z.object({
  content: textSchema(1, 2000, 'validation.feedbackContent'),
});
