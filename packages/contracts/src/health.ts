import { z } from 'zod';

export const healthAnswerSchema = z.object({ status: z.literal('ok') });
export const readyAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
