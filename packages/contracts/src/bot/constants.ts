/**
 * The visitor bot's constants, without zod: the visitor page and the embed loader import these
 * and must stay small.
 */

/** The fixed authorization value the visitor page sends to the feedback route (spec §7). */
export const CASE_STATIC_AUTHORIZATION = 'miaoyu-ai-studio-case visitor';
/** The header that carries a visitor's signed id on every `case` request. */
export const VISITOR_TOKEN_HEADER = 'x-visitor-token';

export const BOT_LAUNCHER_ICONS = ['chat', 'help', 'headset', 'sparkle'] as const;
export type BotLauncherIcon = (typeof BOT_LAUNCHER_ICONS)[number];
export const BOT_POSITIONS = ['right', 'left'] as const;
export type BotPosition = (typeof BOT_POSITIONS)[number];
export const BOT_DEFAULT_COLOR = '#165DFF';

/** What a conversation with the bot is: the bot answers, waits for a person, a person answers, ended. */
export const CONVERSATION_STATUSES = ['bot', 'pending', 'agent', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const FEEDBACK_RATINGS = ['like', 'dislike'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** Messages between the embed loader and the chat in its iframe (`postMessage`). */
export const EMBED_MESSAGE_SOURCE = 'miaoyu-bot';
export type EmbedMessage =
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'close' }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'unread'; count: number }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: 'open' };

export const BOT_KEY_PREFIX = 'cs';
/** Characters after the prefix (readable ones since codes became readable; older keys any letter or digit). */
export const BOT_KEY_BODY_LENGTH = 22;
export const BOT_KEYS_MAX = 20;
export const BOT_ORIGINS_MAX = 20;
export const VISITOR_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const VISITOR_PROMPT_MAX_CHARS = 2_000;
export const VISITOR_FILES_MAX = 4;
export const FEEDBACK_REASON_MAX_CHARS = 500;
export const AGENT_REPLY_MAX_CHARS = 4_000;
