/**
 * Sale chats: one per customer conversation a salesperson works on, with its screenshots, the
 * dialogue read from them, the replies suggested and the one sent.
 */
import { z } from 'zod';
import { chatCitationSchema } from '../chat/messages';
import { idSchema } from '../ids';
import { pageQuery } from '../page';
import { safeText, textSchema, charCount } from '../text';
import {
  SALE_CHANNELS,
  SALE_CUSTOMER_MAX_CHARS,
  SALE_GOAL_MAX_CHARS,
  SALE_NOTES_MAX_CHARS,
  SALE_PICS_MAX,
  SALE_PIC_STATES,
  SALE_READING_STATES,
  SALE_REPLY_TONES,
  SALE_SENT_MAX_CHARS,
  SALE_SPEAKERS,
  SALE_STAGES,
  SALE_TURN_MAX_CHARS,
  SALE_TURNS_MAX,
} from './constants';

export const saleChannelSchema = z.enum(SALE_CHANNELS);
export const saleStageSchema = z.enum(SALE_STAGES);
export const saleSpeakerSchema = z.enum(SALE_SPEAKERS);
export const saleReplyToneSchema = z.enum(SALE_REPLY_TONES);
/** Private: the salesperson (and the org's owners and admins); team: every member may read it. */
export const saleVisibilitySchema = z.enum(['private', 'team']);

/** The org a request acts in: the caller's current org when left out. */
const actingOrg = { orgId: idSchema.optional() };

export const saleTurnSchema = z
  .object({
    speaker: saleSpeakerSchema,
    text: textSchema(1, SALE_TURN_MAX_CHARS, 'validation.saleTurn'),
  })
  .meta({ id: 'SaleTurn' });
export type SaleTurn = z.infer<typeof saleTurnSchema>;

const optionalText = (max: number, message: string) =>
  safeText()
    .trim()
    .refine((v) => charCount(v) <= max, { message });

const saleChatFields = z.object({
  helperId: idSchema,
  customerName: textSchema(1, SALE_CUSTOMER_MAX_CHARS, 'validation.saleCustomer'),
  channel: saleChannelSchema,
  stage: saleStageSchema,
  notes: optionalText(SALE_NOTES_MAX_CHARS, 'validation.saleNotes'),
  visibility: saleVisibilitySchema,
});

export const createSaleChatSchema = saleChatFields
  .partial({ channel: true, stage: true, notes: true, visibility: true })
  .extend(actingOrg);
export type CreateSaleChat = z.input<typeof createSaleChatSchema>;

/** `POST /v1/saleChat/update`: the chat's id and the fields that change (the turns as corrected). */
export const updateSaleChatSchema = saleChatFields
  .partial()
  .extend({
    ...actingOrg,
    id: idSchema,
    turns: z.array(saleTurnSchema).max(SALE_TURNS_MAX).optional(),
  })
  .refine(
    (v) => Object.entries(v).some(([k, x]) => k !== 'id' && k !== 'orgId' && x !== undefined),
    {
      message: 'validation.nothingToUpdate',
    },
  );
export type UpdateSaleChat = z.input<typeof updateSaleChatSchema>;

export const saleChatListQuerySchema = pageQuery({ defaultLimit: 20 }).extend({
  ...actingOrg,
  /** Mine: the caller's own; team: what the team shares and the caller's own. */
  scope: z.enum(['mine', 'team']).default('mine'),
  channel: saleChannelSchema.optional(),
  stage: saleStageSchema.optional(),
  helperId: idSchema.optional(),
});

export const saleChatIdSchema = z.object({ ...actingOrg, id: idSchema });
export const saleChatParamsSchema = z.object({ id: idSchema });
export const saleOrgQuerySchema = z.object(actingOrg);

export const salePicSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    position: z.number().int(),
    state: z.enum(SALE_PIC_STATES),
    /** Why it could not be read (an error code), when `state` is failed. */
    error: z.string().nullable(),
    errorMessage: z.string().nullable(),
    turns: z.array(saleTurnSchema),
  })
  .meta({ id: 'SalePic' });
export type SalePic = z.infer<typeof salePicSchema>;

export const saleReadingSchema = z
  .object({
    state: z.enum(SALE_READING_STATES),
    /** Pictures read so far and in all. */
    done: z.number().int(),
    total: z.number().int(),
    error: z.string().nullable(),
    errorMessage: z.string().nullable(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'SaleReading' });
export type SaleReading = z.infer<typeof saleReadingSchema>;

export const saleReplySchema = z.object({ tone: saleReplyToneSchema, text: z.string() });
export const saleSuggestionSchema = z
  .object({
    id: z.string(),
    replies: z.array(saleReplySchema),
    citations: z.array(chatCitationSchema),
    model: z.string(),
    sentIndex: z.number().int().nullable(),
    sentText: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SaleSuggestion' });
export type SaleSuggestion = z.infer<typeof saleSuggestionSchema>;

export const saleChatSummarySchema = z
  .object({
    id: z.string(),
    orgId: z.string(),
    helperId: z.string().nullable(),
    helperName: z.string(),
    helperCode: z.string(),
    customerName: z.string(),
    channel: saleChannelSchema,
    stage: saleStageSchema,
    notes: z.string(),
    visibility: saleVisibilitySchema,
    ownerId: z.string(),
    ownerName: z.string(),
    /** The caller may change it (its owner, or an owner or admin of the org). */
    editable: z.boolean(),
    picCount: z.number().int(),
    /** The last line of the dialogue, for the list. */
    lastTurn: saleTurnSchema.nullable(),
    lastSent: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SaleChatSummary' });
export type SaleChatSummary = z.infer<typeof saleChatSummarySchema>;

export const saleChatSchema = saleChatSummarySchema
  .extend({
    pics: z.array(salePicSchema),
    turns: z.array(saleTurnSchema),
    reading: saleReadingSchema,
    suggestions: z.array(saleSuggestionSchema),
  })
  .meta({ id: 'SaleChat' });
export type SaleChat = z.infer<typeof saleChatSchema>;

export const saleChatListSchema = z.object({
  list: z.array(saleChatSummarySchema),
  total: z.number().int(),
});
export type SaleChatList = z.infer<typeof saleChatListSchema>;

/** `POST /v1/saleChat/pic/order`: the chat's pictures in their new order (all of them). */
export const salePicOrderSchema = z.object({
  ...actingOrg,
  id: idSchema,
  picIds: z.array(idSchema).min(1).max(SALE_PICS_MAX),
});
/** `POST /v1/saleChat/getChatByPic`: read the chat's pictures (all, or those listed). */
export const saleReadSchema = z.object({
  ...actingOrg,
  id: idSchema,
  picIds: z.array(idSchema).max(SALE_PICS_MAX).optional(),
});
/** `POST /v1/saleChat/suggest`: three replies to the dialogue as it stands. */
export const saleSuggestSchema = z.object({
  ...actingOrg,
  id: idSchema,
  /** What the salesperson wants to achieve with the next message (optional). */
  goal: optionalText(SALE_GOAL_MAX_CHARS, 'validation.saleGoal').optional(),
});
/** `POST /v1/saleChat/sent`: the reply the salesperson sent (maybe edited), kept for next time. */
export const saleSentSchema = z.object({
  ...actingOrg,
  id: idSchema,
  suggestionId: idSchema.optional(),
  index: z
    .number()
    .int()
    .min(0)
    .max(SALE_REPLY_TONES.length - 1)
    .optional(),
  text: textSchema(1, SALE_SENT_MAX_CHARS, 'validation.saleSent'),
});

/** Events of the suggestion stream, besides the chat's `error`. */
export const saleSuggestEventSchemas = {
  start: z.object({
    suggestionId: z.string(),
    model: z.string(),
    tones: z.array(saleReplyToneSchema),
  }),
  citations: z.object({ citations: z.array(chatCitationSchema) }),
  delta: z.object({ index: z.number().int(), content: z.string() }),
  reply: z.object({ index: z.number().int(), text: z.string() }),
  done: z.object({ suggestion: saleSuggestionSchema }),
} as const;
type SuggestEvents = typeof saleSuggestEventSchemas;
export type SaleSuggestEvent =
  | {
      [K in keyof SuggestEvents]: { event: K; data: z.infer<SuggestEvents[K]> };
    }[keyof SuggestEvents]
  | { event: 'error'; data: { code: string; message: string } };

/** How a sales helper reads screenshots: offline OCR (default) or one of the org's vision models. */
export const saleHelperSettingsSchema = z
  .object({
    reader: z.enum(['ocr', 'vision']),
    /** `providerId:model` of a vision model; required when `reader` is vision. */
    visionModel: safeText().trim().max(250),
  })
  .refine((v) => v.reader === 'ocr' || v.visionModel !== '', {
    message: 'validation.saleVisionModel',
    path: ['visionModel'],
  })
  .meta({ id: 'SaleHelperSettings' });
export type SaleHelperSettings = z.infer<typeof saleHelperSettingsSchema>;
export const DEFAULT_SALE_HELPER_SETTINGS: SaleHelperSettings = { reader: 'ocr', visionModel: '' };
