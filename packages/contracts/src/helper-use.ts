/**
 * Using helpers: a helper's page by its code, the org's subscriptions to other teams' public
 * helpers, the org's default AI helper, the helpers a user used lately, a team's page and the
 * editor's live preview with unsaved settings.
 */
import { z } from 'zod';
import { idSchema } from './ids';
import { pageQuery } from './page';
import { safeText } from './text';
import { teamCodeSchema } from './orgs';
import {
  helperAvatarSchema,
  helperCodeSchema,
  helperSettingsSchema,
  helperVisibilitySchema,
  HELPER_MODEL_STATUSES,
  publicHelperSchema,
} from './helpers';

/** A helper's page as a signed-in user sees it: the public profile and what they may do with it. */
export const helperProfileSchema = publicHelperSchema
  .extend({
    id: z.string(),
    orgId: z.string(),
    visibility: helperVisibilitySchema,
    modelStatus: z.enum(HELPER_MODEL_STATUSES),
    /** The caller may edit it (its author, or a manager of its org). */
    manageable: z.boolean(),
    /** The caller's current org subscribed to it. */
    subscribed: z.boolean(),
    /** The caller may subscribe their current org to it (a public helper of another org). */
    subscribable: z.boolean(),
  })
  .meta({ id: 'HelperProfile' });
export type HelperProfile = z.infer<typeof helperProfileSchema>;

export const helperProfileQuerySchema = z.object({
  /** The org the caller acts in, for `subscribed`; their current one by default. */
  orgId: idSchema.optional(),
});

/** A helper the user talked with lately, newest first. */
export const recentHelperSchema = publicHelperSchema.extend({ lastUsedAt: z.string() });
export type RecentHelper = z.infer<typeof recentHelperSchema>;
export const recentHelperListSchema = z.object({ list: z.array(recentHelperSchema) });

/** Helpers an org subscribed to, newest subscription first. */
export const subscribedHelperSchema = publicHelperSchema.extend({ subscribedAt: z.string() });
export type SubscribedHelper = z.infer<typeof subscribedHelperSchema>;
export const subscriptionListQuerySchema = pageQuery({ defaultLimit: 24 });
export const subscriptionListSchema = z.object({
  list: z.array(subscribedHelperSchema),
  hasMore: z.boolean(),
});
export const subscriptionParamsSchema = z.object({ orgId: idSchema, code: helperCodeSchema });
export const subscriptionResultSchema = z.object({ subscribed: z.boolean() });

/** A team's page: its public helpers, by the team's public code. */
export const teamCodeParamsSchema = z.object({ code: teamCodeSchema });
export const teamHelperListQuerySchema = pageQuery({ defaultLimit: 24 });
export const teamHelperListSchema = z.object({
  team: z.object({ name: z.string(), code: z.string(), logo: z.string() }),
  list: z.array(publicHelperSchema),
  hasMore: z.boolean(),
});

/** The org's default AI helper (`/setting/aiHelper`); none until a manager picks one. */
export const defaultHelperSchema = z.object({ helper: helperProfileSchema.nullable() });
export const setDefaultHelperSchema = z.object({ helperId: idSchema.nullable() });

export const PREVIEW_MESSAGES_MAX = 20;
export const PREVIEW_MESSAGE_MAX_CHARS = 8000;

/**
 * The editor's live preview: the unsaved settings and the conversation so far (kept in the page,
 * stored nowhere). It answers the same events as the chat: start, citations, delta…, usage,
 * done or error.
 */
export const helperPreviewRequestSchema = z.object({
  // An editor from before scenes sends no scene: it follows none.
  settings: helperSettingsSchema.extend({ sceneId: idSchema.nullable().default(null) }),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: safeText().max(PREVIEW_MESSAGE_MAX_CHARS * 4),
      }),
    )
    .max(PREVIEW_MESSAGES_MAX),
  prompt: safeText().trim().min(1).max(PREVIEW_MESSAGE_MAX_CHARS),
  /**
   * The page's id for this preview conversation: a question the helper's scene asks waits for
   * the next turn of the same id. A new id starts over.
   */
  conversation: safeText().trim().min(1).max(64).optional(),
});
export type HelperPreviewRequest = z.input<typeof helperPreviewRequestSchema>;

/** A helper's uploaded picture: the image's address, kept by the helper once the editor saves. */
export const uploadedHelperAvatarSchema = z.object({ avatar: helperAvatarSchema });
export const HELPER_AVATAR_MAX_BYTES = 5 * 1024 * 1024;
