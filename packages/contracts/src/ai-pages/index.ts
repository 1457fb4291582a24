import { z } from 'zod';
import { chatStreamEventSchemas } from '../chat/messages';
import { idSchema } from '../ids';
import { pageQuery } from '../page';
import { safeText, textSchema } from '../text';

/**
 * AI pages: self-contained HTML pages a helper writes from a prompt or a conversation, changed by
 * asking or by hand (each change a new version), and shared by short links that anyone opens
 * without signing in (spec §7 `POST /v1/subscribe/html`, `…/share?shareId=`; §2 `/aiShare/:code`).
 */

/** A page's HTML, in characters: a page larger than this is refused (413). */
export const AI_PAGE_MAX_CHARS = 2_000_000;
export const AI_PAGE_PROMPT_MAX_CHARS = 4_000;
export const AI_PAGE_TITLE_MAX_CHARS = 60;
/** A share link lives at most this long; none means until it is revoked. */
export const AI_SHARE_MAX_DAYS = 365;

export const aiPageSourceSchema = z.enum(['generated', 'changed', 'edited', 'restored']);
export type AiPageSource = z.infer<typeof aiPageSourceSchema>;

export const aiPageSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** The number of the version the page shows. */
    version: z.number().int(),
    ownerId: z.string(),
    ownerName: z.string(),
    /** The conversation it was written from, while that exists. */
    sessionId: z.string().nullable(),
    /** Share links that still open. */
    liveShares: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AiPageSummary' });
export type AiPageSummary = z.infer<typeof aiPageSummarySchema>;

export const aiPageListSchema = z.object({
  list: z.array(aiPageSummarySchema),
  total: z.number().int(),
});

/** `mine`: the pages I wrote; `team`: every page of the team. */
export const aiPageScopeSchema = z.enum(['mine', 'team']);
export const aiPageListQuerySchema = pageQuery({ defaultLimit: 20 }).extend({
  scope: aiPageScopeSchema.default('mine'),
});
export type AiPageListQuery = z.input<typeof aiPageListQuerySchema>;

export const aiPageVersionSchema = z.object({
  n: z.number().int(),
  source: aiPageSourceSchema,
  /** What was asked for, or `#n` for the version a restore brought back. */
  instruction: z.string(),
  chars: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type AiPageVersion = z.infer<typeof aiPageVersionSchema>;

export const aiPageSchema = aiPageSummarySchema
  .extend({
    /** The current version's HTML. */
    html: z.string(),
    versions: z.array(aiPageVersionSchema),
    /** Whether the caller may change, share and delete it (its author or a team admin). */
    canEdit: z.boolean(),
  })
  .meta({ id: 'AiPage' });
export type AiPage = z.infer<typeof aiPageSchema>;

export const aiPageVersionHtmlSchema = z.object({ n: z.number().int(), html: z.string() });

export const aiPageParamsSchema = z.object({ orgId: idSchema, pageId: idSchema });
export const aiPageVersionParamsSchema = aiPageParamsSchema.extend({
  n: z.coerce.number().int().min(1).max(1_000_000),
});
export const aiPageShareParamsSchema = aiPageParamsSchema.extend({ shareId: idSchema });

const promptSchema = textSchema(1, AI_PAGE_PROMPT_MAX_CHARS, 'validation.pagePrompt');

/**
 * Writing a page (`POST /v1/subscribe/html`): from a prompt; from a conversation and one of its
 * answers; or a change to an existing page (`pageId`), asked in words.
 */
export const aiPageGenerateRequestSchema = z
  .object({
    orgId: idSchema,
    prompt: promptSchema,
    /** The helper whose instruction, model and knowledge write it. */
    helperId: idSchema.optional(),
    /** A conversation of the caller's to write it from, up to `answerId` when given. */
    sessionId: idSchema.optional(),
    answerId: idSchema.optional(),
    /** Change this page: its current version is rewritten as the prompt asks. */
    pageId: idSchema.optional(),
  })
  .refine((value) => !value.answerId || value.sessionId, {
    message: 'validation.pageAnswer',
    path: ['answerId'],
  });
export type AiPageGenerateRequest = z.input<typeof aiPageGenerateRequestSchema>;

/** The generation stream: the chat's events, then `page` once the version is stored. */
export const aiPageStreamEventSchemas = {
  ...chatStreamEventSchemas,
  page: z.object({ pageId: z.string(), version: z.number().int(), title: z.string() }),
};
export type AiPageStreamEvent = {
  [K in keyof typeof aiPageStreamEventSchemas]: {
    event: K;
    data: z.infer<(typeof aiPageStreamEventSchemas)[K]>;
  };
}[keyof typeof aiPageStreamEventSchemas];

const htmlSchema = safeText().max(AI_PAGE_MAX_CHARS * 2);
/** A change by hand: the whole HTML, over the version it was made from. */
export const aiPageEditRequestSchema = z.object({
  html: htmlSchema.refine((value) => value.trim().length > 0, { message: 'validation.pageHtml' }),
  /** The version the editor opened: saving over a newer one answers 409. */
  baseVersion: z.number().int().min(1),
});
export const aiPageRestoreRequestSchema = z.object({ baseVersion: z.number().int().min(1) });
export const aiPageRenameRequestSchema = z.object({
  title: textSchema(1, AI_PAGE_TITLE_MAX_CHARS, 'validation.pageTitle'),
});

export const aiShareSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    /** The studio's `/aiShare/:code` address to send. */
    url: z.string(),
    version: z.number().int(),
    hasPassword: z.boolean(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    /** Whether the link still opens (not revoked, not expired). */
    live: z.boolean(),
    views: z.number().int(),
    lastViewedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AiShare' });
export type AiShare = z.infer<typeof aiShareSchema>;
export const aiShareListSchema = z.object({ list: z.array(aiShareSchema) });

/** `POST /v1/subscribe/html/share?shareId=` shares the page whose id `shareId` is. */
export const aiShareQuerySchema = z.object({ shareId: idSchema });
export const aiShareCreateRequestSchema = z.object({
  orgId: idSchema,
  /** The version to freeze; the current one when left out. */
  version: z.number().int().min(1).optional(),
  /** Days the link opens for; until revoked when left out. */
  expiresInDays: z.number().int().min(1).max(AI_SHARE_MAX_DAYS).optional(),
  password: safeText()
    .max(64)
    .refine((value) => value === '' || (value.length >= 4 && !/\s/.test(value)), {
      message: 'validation.sharePassword',
    })
    .optional(),
});
export type AiShareCreateRequest = z.input<typeof aiShareCreateRequestSchema>;

/** A share code as a link carries it. */
export const aiShareCodeSchema = safeText().regex(/^[A-Za-z0-9_-]{16,32}$/, {
  message: 'validation.shareCode',
});
export const aiShareCodeParamsSchema = z.object({ code: aiShareCodeSchema });
export const aiShareUnlockRequestSchema = z.object({ password: safeText().min(1).max(64) });

/** What the public share page learns of a link before showing it. */
export const aiShareViewSchema = z.object({
  title: z.string(),
  /** Where the page's content is served (the share origin when one is set), to frame. */
  contentUrl: z.string(),
});
export * from './html';
