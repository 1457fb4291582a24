/** Keys a bot is reached by: each with its embedding origins, expiry and per-visitor limits. */
import { z } from 'zod';
import { isCalendarDay } from '../dates';
import { idSchema } from '../ids';
import { keyHolderShape } from '../publishing';
import { safeText, textSchema } from '../text';
import { BOT_ORIGINS_MAX } from './constants';

export const BOT_KEY_NAME_MAX_CHARS = 40;
export const BOT_VISITOR_MINUTE_RANGE = { min: 1, max: 600, default: 10 } as const;
export const BOT_VISITOR_DAY_RANGE = { min: 1, max: 100_000, default: 200 } as const;

/**
 * A key as it appears in links (`/chat?key=…`): not a secret, an address. Readable keys are
 * matched whatever their case (see `codes.ts`), so the prefix may come in capitals too.
 */
export const botKeySchemaText = safeText().regex(/^cs[a-z0-9]{22}$/i, 'validation.botKey');

/** A website origin (`https://shop.example.com`, a port allowed), as browsers send it. */
export const originSchema = safeText()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\/$/, ''))
  .pipe(
    safeText()
      .max(200)
      .regex(
        /^https?:\/\/(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|([a-z0-9-]+\.)+[a-z0-9-]+)(:\d{1,5})?$/,
        'validation.origin',
      ),
  );

const keyFields = z.object({
  name: textSchema(1, BOT_KEY_NAME_MAX_CHARS, 'validation.botKeyName'),
  /** Sites that may embed the bot; none means it opens only as its own page (a link). */
  allowedOrigins: z
    .array(originSchema)
    .max(BOT_ORIGINS_MAX)
    .refine((list) => new Set(list).size === list.length, { message: 'validation.duplicate' }),
  /** ISO time after which the key stops working; null never. */
  expiresAt: safeText()
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) &&
        isCalendarDay(v.slice(0, 10)) &&
        !Number.isNaN(Date.parse(v)),
      { message: 'validation.dateTime' },
    )
    .nullable(),
  perVisitorPerMinute: z
    .number()
    .int()
    .min(BOT_VISITOR_MINUTE_RANGE.min)
    .max(BOT_VISITOR_MINUTE_RANGE.max),
  perVisitorPerDay: z.number().int().min(BOT_VISITOR_DAY_RANGE.min).max(BOT_VISITOR_DAY_RANGE.max),
});

export const createBotKeySchema = keyFields;
export type CreateBotKey = z.input<typeof createBotKeySchema>;
export const updateBotKeySchema = keyFields
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'validation.nothingToUpdate',
  });

export const botKeySchema = z
  .object({
    id: z.string(),
    helperId: z.string(),
    key: z.string(),
    name: z.string(),
    allowedOrigins: z.array(z.string()),
    expiresAt: z.string().nullable(),
    perVisitorPerMinute: z.number().int(),
    perVisitorPerDay: z.number().int(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    createdAt: z.string(),
    /** Conversations started with this key. */
    conversations: z.number().int(),
    ...keyHolderShape,
  })
  .meta({ id: 'BotKey' });
export type BotKey = z.infer<typeof botKeySchema>;
export const botKeyListSchema = z.object({ list: z.array(botKeySchema) });
export const botKeyParamsSchema = z.object({
  orgId: idSchema,
  helperId: idSchema,
  keyId: idSchema,
});
