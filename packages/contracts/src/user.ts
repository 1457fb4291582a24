import { z } from 'zod';
import { phoneSchema } from './phone';
import { SMS_CODE_LENGTH } from './constants';
import { safeText } from './text';

/** Platform role carried on the user record (spec §3 `role`). */
export const PLATFORM_ROLES = ['admin', 'user'] as const;
export const platformRoleSchema = z.enum(PLATFORM_ROLES);
export type PlatformRole = z.infer<typeof platformRoleSchema>;

export const sendCodeBodySchema = z.object({ phone: phoneSchema });
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;

export const sendCodeAnswerSchema = z.object({
  /** Seconds until another code may be requested for this phone. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;

export const smsCodeSchema = safeText().regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), {
  message: 'validation.smsCode',
});

export const loginByPhoneBodySchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
export type LoginByPhoneBody = z.infer<typeof loginByPhoneBodySchema>;

/** The user record of spec §3, as the server answers it. Dates are ISO 8601 strings. */
export const userInfoSchema = z
  .object({
    id: z.string().meta({ description: 'User id (bigint as a decimal string)' }),
    orgId: z.string().meta({ description: 'Current organisation id' }),
    orgName: z.string().meta({ description: 'Current organisation name' }),
    tenantId: z.string().meta({
      description: "The current organisation's public code, which its sign-in links carry",
    }),
    nickname: z.string(),
    avatar: z.string(),
    phone: z.string(),
    role: platformRoleSchema,
    ban: z.boolean(),
    permissions: z.array(z.string()),
    createAt: z.string(),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof userInfoSchema>;

export const authSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});

export const loginAnswerSchema = userInfoSchema
  .extend({ session: authSessionSchema })
  .meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const okAnswerSchema = z.object({ ok: z.literal(true) });
