import { z } from 'zod';
import { safeText, textSchema } from './text';
import { idSchema } from './ids';
import { ORG_ROLES } from './permissions';
import { phoneSchema } from './phone';

export const orgRoleSchema = z.enum(ORG_ROLES);
export const orgKindSchema = z.enum(['personal', 'team']);

export const orgIdParamsSchema = z.object({ orgId: idSchema });
export const memberParamsSchema = z.object({ orgId: idSchema, userId: idSchema });
export const inviteParamsSchema = z.object({ orgId: idSchema, inviteId: idSchema });
export const inviteCodeParamsSchema = z.object({ code: safeText().min(16).max(64) });

export const orgNameSchema = textSchema(1, 40, 'validation.orgName');
/** Team code used in `/setting/t/:code`: lowercase letters, digits and dashes. */
export const teamCodeSchema = safeText()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{4,30}[a-z0-9]$/, { message: 'validation.teamCode' });

export const orgSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: orgKindSchema,
    code: z.string(),
    logo: z.string().meta({ description: 'URL of the logo, or empty' }),
    /** The caller's role in this organisation. */
    role: orgRoleSchema,
    memberCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Organisation' });
export type Org = z.infer<typeof orgSchema>;

export const orgListSchema = z.object({ list: z.array(orgSchema), total: z.number().int() });

export const createOrgBodySchema = z.object({ name: orgNameSchema });
export const updateOrgBodySchema = z
  .object({ name: orgNameSchema.optional(), code: teamCodeSchema.optional() })
  .refine((body) => body.name !== undefined || body.code !== undefined, {
    message: 'validation.nothingToUpdate',
  });
export type UpdateOrgBody = z.input<typeof updateOrgBodySchema>;
export const deleteOrgBodySchema = z.object({ confirmName: safeText() });
export const switchOrgBodySchema = z.object({ orgId: idSchema });

/** What deleting a team removes, shown before the owner confirms. */
export const orgDeletionImpactSchema = z.object({
  members: z.number().int(),
  invites: z.number().int(),
  files: z.number().int(),
});

export const memberSchema = z
  .object({
    userId: z.string(),
    nickname: z.string(),
    avatar: z.string(),
    phone: z.string().meta({ description: 'Masked except for owners and admins' }),
    role: orgRoleSchema,
    joinedAt: z.string(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.object({ list: z.array(memberSchema), total: z.number().int() });

export const changeRoleBodySchema = z.object({ role: z.enum(['admin', 'member']) });
/** The roles a member can be given (ownership moves by transfer). */
export type AssignableRole = z.infer<typeof changeRoleBodySchema>['role'];
export const transferBodySchema = z.object({ userId: idSchema });

export const inviteSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    role: z.enum(['admin', 'member']),
    phone: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    uses: z.number().int(),
    expiresAt: z.string(),
    revoked: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Invite' });
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.object({ list: z.array(inviteSchema), total: z.number().int() });

export const createInviteBodySchema = z.object({
  role: z.enum(['admin', 'member']).default('member'),
  /** Hours until the link stops working: 1 hour to 30 days. */
  expiresInHours: z.number().int().min(1).max(720).default(168),
  /** Empty for unlimited uses. */
  maxUses: z.number().int().min(1).max(1000).nullable().default(1),
  /** Addressed to one phone number: only that user can accept it. */
  phone: phoneSchema.optional(),
});
export type CreateInviteBody = z.infer<typeof createInviteBodySchema>;

/** What someone holding an invite link sees before accepting (no member data). */
export const invitePreviewSchema = z.object({
  orgName: z.string(),
  orgLogo: z.string(),
  role: z.enum(['admin', 'member']),
  inviterNickname: z.string(),
  expiresAt: z.string(),
  state: z.enum(['valid', 'expired', 'used', 'revoked']),
});

/** A valid invite addressed to the caller's phone number. */
export const myInviteSchema = z.object({
  code: z.string(),
  orgName: z.string(),
  role: z.enum(['admin', 'member']),
  expiresAt: z.string(),
});
export const myInviteListSchema = z.object({
  list: z.array(myInviteSchema),
  total: z.number().int(),
});
