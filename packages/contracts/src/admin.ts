import { z } from 'zod';
import { safeText, textSchema } from './text';
import { idSchema } from './ids';
import { menuAnswerSchema } from './menu';
import { orgKindSchema } from './orgs';
import { pageQuery } from './page';
import { platformRoleSchema } from './user';

/** Platform status for platform admins. */
/** A background-job queue: jobs waiting (new or due for a retry), running, failed and done. */
export const jobQueueStatusSchema = z.object({
  name: z.string(),
  waiting: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
});
export type JobQueueStatus = z.infer<typeof jobQueueStatusSchema>;

/** Where sign-in codes go: the server log (development), Aliyun SMS or Tencent Cloud SMS. */
export const smsProviderSchema = z.enum(['console', 'aliyun', 'tencent']);
export type SmsProviderName = z.infer<typeof smsProviderSchema>;

export const systemStatusSchema = z
  .object({
    version: z.string(),
    node: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), up: z.boolean() }),
    redis: z.enum(['up', 'down', 'off']),
    sms: smsProviderSchema,
    users: z.number().int().nonnegative(),
    organisations: z.number().int().nonnegative(),
    startedAt: z.string(),
    /** The running configuration, secrets masked, for diagnosing a deployment. */
    settings: z.array(z.object({ name: z.string(), value: z.string() })),
    queues: z.array(jobQueueStatusSchema),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** User and organisation search; the studio sends its search text as `q`. */
export const adminSearchQuerySchema = pageQuery({ defaultLimit: 20 })
  .omit({ keyword: true })
  .extend({ q: safeText().trim().max(50).default('') });
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

export const adminUserSchema = z
  .object({
    id: z.string(),
    phone: z.string(),
    nickname: z.string(),
    avatar: z.string(),
    role: platformRoleSchema,
    ban: z.boolean(),
    banReason: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({
  list: z.array(adminUserSchema),
  total: z.number().int(),
});
export const adminUserParamsSchema = z.object({
  userId: idSchema,
});
export const banBodySchema = z.object({ reason: textSchema(1, 200, 'validation.banReason') });

export const adminOrgSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: orgKindSchema,
    code: z.string(),
    memberCount: z.number().int(),
    ownerNickname: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminOrg' });
export type AdminOrg = z.infer<typeof adminOrgSchema>;
export const adminOrgListSchema = z.object({
  list: z.array(adminOrgSchema),
  total: z.number().int(),
});

/** Menus per platform role: what each role sees now, whether an admin changed it, and every key. */
export const roleMenusSchema = z.object({
  roles: z.array(
    z.object({ role: platformRoleSchema, items: menuAnswerSchema, custom: z.boolean() }),
  ),
  available: menuAnswerSchema,
});
export const roleMenuParamsSchema = z.object({ role: platformRoleSchema });
export const roleMenuBodySchema = z.object({ items: menuAnswerSchema });
