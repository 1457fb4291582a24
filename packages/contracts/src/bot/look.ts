/** A service helper as a bot: its look on a website, when it hands over to a person, its cap. */
import { z } from 'zod';
import { RETRIEVAL_FOUND_SCORE } from '../knowledge/retrieval';
import { charCount, safeText } from '../text';
import { BOT_LAUNCHER_ICONS, BOT_POSITIONS } from './constants';

export const BOT_TITLE_MAX_CHARS = 40;
export const BOT_DAILY_CAP_MAX = 1_000_000;

export const botLookSchema = z.object({
  /** The bot's colour (buttons, the visitor's bubbles, the launcher). */
  primaryColor: safeText().regex(/^#[0-9a-fA-F]{6}$/, 'validation.color'),
  /** Shown in the chat's header; '' shows the helper's name. */
  title: safeText()
    .trim()
    .refine((v) => charCount(v) <= BOT_TITLE_MAX_CHARS, { message: 'validation.botTitle' }),
  launcherIcon: z.enum(BOT_LAUNCHER_ICONS),
  position: z.enum(BOT_POSITIONS),
});
export type BotLook = z.infer<typeof botLookSchema>;

export const botHandoffSchema = z.object({
  /** Visitors may ask for a person. */
  enabled: z.boolean(),
  /** Hand over by itself when no passage scores at least `minScore` for a question. */
  onNoAnswer: z.boolean(),
  /** The retrieval score (0–1) under which the knowledge base is taken to know nothing. */
  minScore: z.number().min(0).max(1),
});
export type BotHandoff = z.infer<typeof botHandoffSchema>;

export const botSettingsSchema = z
  .object({
    look: botLookSchema,
    handoff: botHandoffSchema,
    /** Answers the bot gives in a day across all its keys; 0 means no cap. */
    dailyCap: z.number().int().min(0).max(BOT_DAILY_CAP_MAX),
  })
  .meta({ id: 'BotSettings' });
export type BotSettings = z.infer<typeof botSettingsSchema>;

export const DEFAULT_BOT_SETTINGS: BotSettings = {
  look: { primaryColor: '#165DFF', title: '', launcherIcon: 'chat', position: 'right' },
  handoff: { enabled: true, onNoAnswer: false, minScore: RETRIEVAL_FOUND_SCORE },
  dailyCap: 0,
};

/** What the visitor page and the loader draw (spec §7 `webPreviewUi`). */
export const webPreviewUiSchema = botLookSchema
  .extend({
    /** The header's title: the look's, else the helper's name. */
    title: z.string(),
    avatar: z.string(),
    welcome: z.string(),
  })
  .meta({ id: 'WebPreviewUi' });
export type WebPreviewUi = z.infer<typeof webPreviewUiSchema>;
