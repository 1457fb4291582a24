import { z } from 'zod';
import { safeText, textSchema } from './text';
import { idSchema } from './ids';

export const MODEL_PROVIDER_KINDS = ['openai-compatible'] as const;
export const modelProviderKindSchema = z.enum(MODEL_PROVIDER_KINDS);

/** What a model does: answers chats, or turns text into vectors for knowledge-base search. */
export const MODEL_KINDS = ['chat', 'embedding'] as const;
export const modelKindSchema = z.enum(MODEL_KINDS);
export type ModelKind = z.infer<typeof modelKindSchema>;

/** One model a provider offers. */
export const providerModelSchema = z.object({
  id: safeText().trim().min(1, { message: 'validation.modelId' }).max(200),
  kind: modelKindSchema.default('chat'),
  vision: z.boolean().default(false),
  contextSize: z.number().int().min(1024).max(10_000_000).default(8192),
});
export type ProviderModel = z.infer<typeof providerModelSchema>;

const baseUrlSchema = safeText()
  .trim()
  .url({ message: 'validation.baseUrl' })
  .refine((v) => /^https?:\/\//i.test(v), { message: 'validation.baseUrl' })
  .max(500);

const providerFields = {
  name: textSchema(1, 40, 'validation.providerName'),
  kind: modelProviderKindSchema.default('openai-compatible'),
  baseUrl: baseUrlSchema,
  models: z
    .array(providerModelSchema)
    .min(1, { message: 'validation.providerModels' })
    .max(100)
    .refine((list) => new Set(list.map((m) => m.id)).size === list.length, {
      message: 'validation.providerModels',
    }),
  defaultModel: safeText().trim().max(200).optional(),
  enabled: z.boolean().default(true),
};

/** An API key goes into an HTTP header, which takes printable ASCII only (no spaces). */
const apiKeySchema = safeText()
  .trim()
  .max(500)
  .regex(/^[\x21-\x7e]*$/, { message: 'validation.apiKey' });

export const createModelProviderSchema = z.object({
  ...providerFields,
  apiKey: apiKeySchema.default(''),
});
export type CreateModelProvider = z.input<typeof createModelProviderSchema>;

/** Omitting apiKey keeps the stored one; an empty string clears it. */
export const updateModelProviderSchema = z.object({
  ...providerFields,
  apiKey: apiKeySchema.optional(),
});
export type UpdateModelProvider = z.input<typeof updateModelProviderSchema>;

/** What the browser sees of a provider: never the key, only its last 4 characters. */
export const modelProviderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: modelProviderKindSchema,
    baseUrl: z.string(),
    apiKeyLast4: z.string(),
    hasApiKey: z.boolean(),
    models: z.array(providerModelSchema),
    defaultModel: z.string(),
    enabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ModelProvider' });
export type ModelProvider = z.infer<typeof modelProviderSchema>;
export const modelProviderListSchema = z.object({ list: z.array(modelProviderSchema) });

export const modelProviderParamsSchema = z.object({ providerId: idSchema });

/** Test connection: a saved provider by id, or unsaved settings from the form. */
export const testModelProviderSchema = z.object({
  providerId: idSchema.optional(),
  baseUrl: baseUrlSchema.optional(),
  apiKey: apiKeySchema.optional(),
  model: safeText().trim().min(1).max(200),
  /** A chat model is asked one line; an embedding model embeds one word. */
  kind: modelKindSchema.default('chat'),
});
export const testModelProviderResultSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().int(),
  message: z.string(),
  reply: z.string(),
});

/** The WHATWG URL parser of Node and the browser (this package is typed without either). */
declare const URL: new (input: string) => { href: string };

/**
 * A base URL as the URL parser writes it (scheme and host in lower case, no default port),
 * without trailing slashes: two addresses that differ only in form compare equal.
 */
export function normalBaseUrl(url: string): string {
  const trimmed = url.trim();
  try {
    return new URL(trimmed).href.replace(/\/+$/, '');
  } catch {
    return trimmed.replace(/\/+$/, '');
  }
}

/**
 * A saved key only ever goes to the base URL it was saved with: a request that changes the
 * address must type the key again (or clear it), so that whoever may edit a provider cannot send
 * its key to a server of their choosing. `apiKey` undefined means "use the saved key".
 */
export function apiKeyMustBeReentered(
  saved: { baseUrl: string; hasApiKey: boolean },
  next: { baseUrl?: string; apiKey?: string },
): boolean {
  if (!saved.hasApiKey || next.apiKey !== undefined || next.baseUrl === undefined) return false;
  return normalBaseUrl(next.baseUrl) !== normalBaseUrl(saved.baseUrl);
}

/** A model the caller may chat with: `ref` is what the chat request's `options.model` takes. */
export const chatModelSchema = z
  .object({
    ref: z.string(),
    model: z.string(),
    providerName: z.string(),
    vision: z.boolean(),
    contextSize: z.number().int(),
    source: z.enum(['org', 'environment']),
  })
  .meta({ id: 'ChatModel' });
export type ChatModel = z.infer<typeof chatModelSchema>;
export const chatModelListSchema = z.object({
  list: z.array(chatModelSchema),
  /** The model used when a session names none; null means the offline answerer replies. */
  defaultRef: z.string().nullable(),
});
export type ChatModelList = z.infer<typeof chatModelListSchema>;

export * from './model-presets';

/**
 * Fetch a provider's model list (`GET {baseUrl}/models`): unsaved settings from the form, or a
 * saved provider (its key goes only to its saved base URL).
 */
export const listProviderModelsSchema = z.object({
  providerId: idSchema.optional(),
  baseUrl: baseUrlSchema.optional(),
  apiKey: apiKeySchema.optional(),
});
export type ListProviderModelsBody = z.input<typeof listProviderModelsSchema>;

/** The model ids the service named, sorted, at most 500. */
export const providerModelIdsSchema = z.object({ list: z.array(z.string()) });
export type ProviderModelIds = z.infer<typeof providerModelIdsSchema>;
