/** Sales assistant constants without zod, for pages that only need the lists. */
export const SALE_CHANNELS = ['wechat', 'dingtalk', 'phone', 'other'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/** Where a customer is in the sale, in the order a sale moves. */
export const SALE_STAGES = [
  'new',
  'contacted',
  'interested',
  'negotiating',
  'won',
  'lost',
] as const;
export type SaleStage = (typeof SALE_STAGES)[number];

export const SALE_SPEAKERS = ['customer', 'me'] as const;
export type SaleSpeaker = (typeof SALE_SPEAKERS)[number];

/** The three replies asked for each time, each in its own tone. */
export const SALE_REPLY_TONES = ['warm', 'professional', 'brief'] as const;
export type SaleReplyTone = (typeof SALE_REPLY_TONES)[number];

export const SALE_READING_STATES = ['idle', 'queued', 'reading', 'done', 'failed'] as const;
export type SaleReadingState = (typeof SALE_READING_STATES)[number];

export const SALE_PIC_STATES = ['new', 'reading', 'done', 'failed'] as const;
export type SalePicState = (typeof SALE_PIC_STATES)[number];

export const SALE_CUSTOMER_MAX_CHARS = 40;
export const SALE_NOTES_MAX_CHARS = 2000;
export const SALE_TURN_MAX_CHARS = 2000;
export const SALE_TURNS_MAX = 300;
export const SALE_PICS_MAX = 20;
/** Screenshots one upload may carry (a phone's picker selects up to 9). */
export const SALE_PICS_PER_UPLOAD = 9;
/** One screenshot: a phone's full-resolution PNG is 2–6 MB. */
export const SALE_PIC_MAX_BYTES = 15 * 1024 * 1024;
/** Longest side and pixel count a screenshot may have (a long-screenshot app makes tall ones). */
export const SALE_PIC_MAX_SIDE = 16_384;
export const SALE_PIC_MAX_PIXELS = 40_000_000;
export const SALE_PIC_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SALE_SENT_MAX_CHARS = 2000;
/** What the next message should achieve, as the salesperson says it. */
export const SALE_GOAL_MAX_CHARS = 200;
