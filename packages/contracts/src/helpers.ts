/**
 * Helpers: what a team makes in the studio, an AI with a purpose (a chat assistant, a sales
 * assistant, a customer-service bot), its instruction, model, knowledge and look. Each save is a
 * version; a helper can go back to an earlier one.
 */
import { z } from 'zod';
import { HELPER_KINDS, HELPER_SORTS } from './constants';
import { TOP_K_RANGE } from './knowledge/datasets';
import { idSchema } from './ids';
import { pageQuery } from './page';
import { keyHolderShape } from './publishing';
import { charCount, safeText, textSchema } from './text';

export { HELPER_KINDS, HELPER_SORTS };

export const helperKindSchema = z.enum(HELPER_KINDS);
export type HelperKind = z.infer<typeof helperKindSchema>;

/** Who sees a helper: its author (and the org's managers), the whole org, or anyone. */
export const HELPER_VISIBILITIES = ['private', 'team', 'public'] as const;
export const helperVisibilitySchema = z.enum(HELPER_VISIBILITIES);
export type HelperVisibility = z.infer<typeof helperVisibilitySchema>;

export const HELPER_NAME_MAX_CHARS = 40;
export const HELPER_DESCRIPTION_MAX_CHARS = 300;
export const HELPER_INSTRUCTION_MAX_CHARS = 8000;
export const HELPER_WELCOME_MAX_CHARS = 500;
export const HELPER_QUESTION_MAX_CHARS = 100;
export const HELPER_QUESTIONS_MAX = 6;
export const HELPER_CATEGORY_MAX_CHARS = 20;
export const HELPER_TAG_MAX_CHARS = 20;
export const HELPER_TAGS_MAX = 8;
export const HELPER_DATASETS_MAX = 10;
export const HELPER_CONTEXT_RANGE = { min: 0, max: 50, default: 10 } as const;
export const HELPER_TEMPERATURE_RANGE = { min: 0, max: 2 } as const;

/** A helper's public code: short, unguessable enough to share, not a database id. */
export const helperCodeSchema = safeText().regex(/^[a-z0-9]{10}$/, 'validation.helperCode');

/** An uploaded image (`/v1/files/…`), or '' for the default avatar. */
export const helperAvatarSchema = safeText().regex(/^(\/v1\/files\/[a-z0-9]{20})?$/, {
  message: 'validation.avatar',
});

/** Text of at most `max` characters (a 汉字 is one), trimmed, possibly empty. */
const optionalText = (max: number, message: string) =>
  safeText()
    .trim()
    .refine((v) => charCount(v) <= max, { message });

const uniqueList = (items: string[]) => new Set(items).size === items.length;

/** Everything a save of the editor sends: one version of a helper. */
export const helperSettingsSchema = z.object({
  name: textSchema(1, HELPER_NAME_MAX_CHARS, 'validation.helperName'),
  avatar: helperAvatarSchema,
  description: optionalText(HELPER_DESCRIPTION_MAX_CHARS, 'validation.helperDescription'),
  kind: helperKindSchema,
  instruction: optionalText(HELPER_INSTRUCTION_MAX_CHARS, 'validation.helperInstruction'),
  /** A chat model of the org's providers (`providerId:model`), or '' for the org's default. */
  model: safeText().trim().max(250),
  /** The model's default when null. */
  temperature: z
    .number()
    .min(HELPER_TEMPERATURE_RANGE.min)
    .max(HELPER_TEMPERATURE_RANGE.max)
    .nullable(),
  /** Earlier messages the model sees with each question. */
  contextSize: z.number().int().min(HELPER_CONTEXT_RANGE.min).max(HELPER_CONTEXT_RANGE.max),
  datasetIds: z
    .array(idSchema)
    .max(HELPER_DATASETS_MAX)
    .refine(uniqueList, { message: 'validation.duplicate' }),
  /** Passages added to each question from the datasets. */
  topK: z.number().int().min(TOP_K_RANGE.min).max(TOP_K_RANGE.max),
  /** Passages scoring under this (0–1, relative to the best match) are left out. */
  minScore: z.number().min(0).max(1),
  welcome: optionalText(HELPER_WELCOME_MAX_CHARS, 'validation.helperWelcome'),
  suggestedQuestions: z
    .array(textSchema(1, HELPER_QUESTION_MAX_CHARS, 'validation.helperQuestion'))
    .max(HELPER_QUESTIONS_MAX),
  visibility: helperVisibilitySchema,
  /** The published business scene it follows instead of answering by its instruction alone. */
  sceneId: idSchema.nullable(),
  category: optionalText(HELPER_CATEGORY_MAX_CHARS, 'validation.helperCategory'),
  tags: z
    .array(textSchema(1, HELPER_TAG_MAX_CHARS, 'validation.helperTag'))
    .max(HELPER_TAGS_MAX)
    .refine(uniqueList, { message: 'validation.duplicate' }),
});
export type HelperSettings = z.infer<typeof helperSettingsSchema>;

export const DEFAULT_HELPER_SETTINGS: Omit<HelperSettings, 'name' | 'kind'> = {
  avatar: '',
  description: '',
  instruction: '',
  model: '',
  temperature: null,
  contextSize: HELPER_CONTEXT_RANGE.default,
  datasetIds: [],
  topK: TOP_K_RANGE.default,
  minScore: 0,
  welcome: '',
  suggestedQuestions: [],
  visibility: 'private',
  sceneId: null,
  category: '',
  tags: [],
};

/** A new helper: a name and a kind; everything else starts from the defaults. */
export const createHelperSchema = helperSettingsSchema
  .partial()
  .required({ name: true, kind: true });
export type CreateHelper = z.input<typeof createHelperSchema>;

/** A save: the fields that change; the rest are kept from the current version. */
export const updateHelperSchema = helperSettingsSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'validation.nothingToUpdate',
  });
export type UpdateHelper = z.input<typeof updateHelperSchema>;

export const helperParamsSchema = z.object({ orgId: idSchema, helperId: idSchema });
export const helperVersionParamsSchema = helperParamsSchema.extend({
  version: z.coerce.number().int().min(1),
});

export const HELPER_MODEL_STATUSES = ['ok', 'missing', 'offline'] as const;
export type HelperModelStatus = (typeof HELPER_MODEL_STATUSES)[number];

export const helperSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    orgId: z.string(),
    ...helperSettingsSchema.shape,
    authorId: z.string().nullable(),
    authorName: z.string(),
    version: z.number().int(),
    useCount: z.number().int(),
    /** Whether the caller may edit, publish, roll back and delete it. */
    manageable: z.boolean(),
    /**
     * Whether its model answers: `ok`; `missing` when the model or its provider was removed (it
     * answers with the org's default until one is chosen); `offline` when the org has no model
     * at all (the offline answerer replies with what the datasets hold).
     */
    modelStatus: z.enum(HELPER_MODEL_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Helper' });
export type Helper = z.infer<typeof helperSchema>;

/**
 * Which of an org's helpers a list shows: those I made; those shared with the team (what an org
 * default may be); or those I may use, mine (private ones too) and the team's.
 */
export const HELPER_SCOPES = ['mine', 'team', 'usable'] as const;
export const helperListQuerySchema = pageQuery({ defaultLimit: 24 }).extend({
  scope: z.enum(HELPER_SCOPES).default('team'),
  kind: helperKindSchema.optional(),
});
export type HelperListQuery = z.input<typeof helperListQuerySchema>;
export const helperListSchema = z.object({
  list: z.array(helperSchema),
  total: z.number().int(),
});

export const helperVersionSchema = z
  .object({
    version: z.number().int(),
    name: z.string(),
    authorName: z.string(),
    createdAt: z.string(),
    /** The version a restore made it from, if any. */
    restoredFrom: z.number().int().nullable(),
  })
  .meta({ id: 'HelperVersion' });
export type HelperVersion = z.infer<typeof helperVersionSchema>;
export const helperVersionListSchema = z.object({ list: z.array(helperVersionSchema) });
export const helperVersionDetailSchema = helperVersionSchema.extend({
  settings: helperSettingsSchema,
});
export type HelperVersionDetail = z.infer<typeof helperVersionDetailSchema>;

/** How the public square orders helpers. */

/** A public helper as anyone sees it: its look and purpose, never its instruction or settings. */
export const publicHelperSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    avatar: z.string(),
    description: z.string(),
    kind: helperKindSchema,
    category: z.string(),
    tags: z.array(z.string()),
    welcome: z.string(),
    suggestedQuestions: z.array(z.string()),
    authorName: z.string(),
    teamName: z.string(),
    useCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PublicHelper' });
export type PublicHelper = z.infer<typeof publicHelperSchema>;

export const publicHelperListQuerySchema = pageQuery({ defaultLimit: 24 }).extend({
  kind: helperKindSchema.optional(),
  category: safeText().trim().max(HELPER_CATEGORY_MAX_CHARS).optional(),
  tag: safeText().trim().max(HELPER_TAG_MAX_CHARS).optional(),
  sort: z.enum(HELPER_SORTS).default('popular'),
});
export type PublicHelperListQuery = z.input<typeof publicHelperListQuerySchema>;
/** A page of the square; `hasMore` rather than a total, which would cost every search a full scan. */
export const publicHelperListSchema = z.object({
  list: z.array(publicHelperSchema),
  hasMore: z.boolean(),
});

/** The square's categories, most helpers first. */
export const helperCategoryListSchema = z.object({
  list: z.array(z.object({ name: z.string(), count: z.number().int() })),
});

export const helperCodeParamsSchema = z.object({ code: helperCodeSchema });

export const HELPER_KEY_NAME_MAX_CHARS = 40;
/** Keys one helper may have at once. */
export const HELPER_KEYS_MAX = 20;
/** Every helper API key starts so, which tells a leaked one apart in logs and scanners. */
export const HELPER_KEY_PREFIX = 'sk-miaoyu-';

/** An API key of a helper, as listed: never the key itself, only its first characters. */
export const helperApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's first characters, to tell keys apart. */
    hint: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    /** Answers given through the key, and their tokens as the model reported them. */
    requestCount: z.number().int(),
    promptTokens: z.number().int(),
    completionTokens: z.number().int(),
    ...keyHolderShape,
  })
  .meta({ id: 'HelperApiKey' });
export type HelperApiKey = z.infer<typeof helperApiKeySchema>;
export const helperApiKeyListSchema = z.object({ list: z.array(helperApiKeySchema) });

export const createHelperApiKeySchema = z.object({
  name: textSchema(1, HELPER_KEY_NAME_MAX_CHARS, 'validation.helperKeyName'),
});
export type CreateHelperApiKey = z.input<typeof createHelperApiKeySchema>;
/** The new key, shown this once: only its hash is stored. */
export const createdHelperApiKeySchema = helperApiKeySchema.extend({ key: z.string() });
export type CreatedHelperApiKey = z.infer<typeof createdHelperApiKeySchema>;

export const helperApiKeyParamsSchema = helperParamsSchema.extend({ keyId: idSchema });
