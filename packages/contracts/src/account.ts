import { z } from 'zod';
import { textSchema } from './text';
import { idSchema } from './ids';
import { phoneSchema } from './phone';
import { smsCodeSchema } from './user';

export const nicknameSchema = textSchema(1, 20, 'validation.nickname');

/** `POST /v1/user/{id}/profile` (spec §7). */
export const profileBodySchema = z.object({ nickname: nicknameSchema });
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const userIdParamsSchema = z.object({
  id: idSchema,
});

export const changePhoneCodeBodySchema = z.object({ phone: phoneSchema });
export const changePhoneBodySchema = z.object({ phone: phoneSchema, code: smsCodeSchema });

/** A signed-in browser or client (one token). */
export const deviceSchema = z
  .object({
    id: z.string(),
    userAgent: z.string(),
    ip: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof deviceSchema>;
export const deviceListSchema = z.object({ list: z.array(deviceSchema), total: z.number().int() });
export const deviceParamsSchema = z.object({
  deviceId: idSchema,
});

/** What deleting the account removes, shown before the user confirms. */
export const accountDeletionImpactSchema = z.object({
  /** Teams the user owns alone: deleted with the account. */
  soleTeams: z.array(z.string()),
  /** Teams the user owns that have other members: block deletion until transferred. */
  blockingTeams: z.array(z.string()),
});
export const deleteAccountBodySchema = z.object({ confirm: z.literal('DELETE') });
