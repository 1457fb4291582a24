import { z } from 'zod';

/** One item of a 422 answer: where the bad value is and what is wrong with it. */
export const errorDetailSchema = z.object({
  loc: z.array(z.string()),
  msg: z.string(),
});

/** Every non-2xx answer has this shape (DESIGN.md §5). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    detail: z.array(errorDetailSchema).optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

// The error codes, each declared by its domain with its texts (no zod: the web's first page
// loads the Chinese texts).
export * from './error-codes';
