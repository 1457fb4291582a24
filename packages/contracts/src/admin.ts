import { z } from 'zod';

/** Platform status for platform admins. */
export const systemStatusSchema = z
  .object({
    version: z.string(),
    node: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), up: z.boolean() }),
    redis: z.enum(['up', 'down', 'off']),
    users: z.number().int().nonnegative(),
    organisations: z.number().int().nonnegative(),
    startedAt: z.string(),
    /** The running configuration, secrets masked, for diagnosing a deployment. */
    settings: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof systemStatusSchema>;
