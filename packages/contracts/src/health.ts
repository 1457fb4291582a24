import { z } from 'zod';

export const healthAnswerSchema = z.object({ status: z.literal('ok') });
export const readyAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Background jobs are being taken (ingestion, sweeps, removals). */
  jobs: z.enum(['running', 'stopped']),
  /** The newest schema migration this instance runs with (the database has it applied). */
  schema: z.string(),
  /** Shutting down: open answers are being handed to other instances. */
  draining: z.boolean(),
});
export type ReadyAnswer = z.infer<typeof readyAnswerSchema>;
