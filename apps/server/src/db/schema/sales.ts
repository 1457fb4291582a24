/** The sales assistant: sale chats, their screenshots and the replies suggested for them. */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatCitation } from '@miaoyu/contracts';
import type {
  SaleChannel,
  SaleReadingState,
  SaleReplyTone,
  SaleStage,
  SaleTurn,
} from '@miaoyu/contracts/sales';
import { at, id, ref, timestamps } from './columns';
import { files } from './files';
import { helpers } from './helpers';
import { organisations } from './orgs';
import { users } from './users';

/** How a sales helper reads screenshots: offline OCR, or a vision model of the org. */
export const saleHelperSettings = pgTable('sale_helper_settings', {
  helperId: ref('helper_id')
    .primaryKey()
    .references(() => helpers.id, { onDelete: 'cascade' }),
  orgId: ref('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  reader: text('reader', { enum: ['ocr', 'vision'] })
    .notNull()
    .default('ocr'),
  /** `providerId:model` of a vision-capable model, when `reader` is vision. */
  visionModel: text('vision_model').notNull().default(''),
  ...timestamps,
});

/** One customer conversation a salesperson works on. */
export const saleChats = pgTable(
  'sale_chats',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    ownerId: ref('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helperId: ref('helper_id').references(() => helpers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    /** The name folded for matching earlier chats with the same customer. */
    customerKey: text('customer_key').notNull(),
    channel: text('channel').$type<SaleChannel>().notNull(),
    stage: text('stage').$type<SaleStage>().notNull(),
    notes: text('notes').notNull().default(''),
    visibility: text('visibility', { enum: ['private', 'team'] }).notNull(),
    turns: jsonb('turns').$type<SaleTurn[]>().notNull().default([]),
    readingState: text('reading_state').$type<SaleReadingState>().notNull().default('idle'),
    readingDone: integer('reading_done').notNull().default(0),
    readingTotal: integer('reading_total').notNull().default(0),
    readingError: text('reading_error'),
    readingStartedAt: at('reading_started_at'),
    readingFinishedAt: at('reading_finished_at'),
    ...timestamps,
  },
  (t) => [
    index('sale_chats_org_owner_idx').on(t.orgId, t.ownerId, t.updatedAt),
    index('sale_chats_org_updated_idx').on(t.orgId, t.updatedAt),
    index('sale_chats_customer_idx').on(t.orgId, t.customerKey),
  ],
);

/** A screenshot of a sale chat, in the chat's order, with what was read from it. */
export const salePics = pgTable(
  'sale_pics',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    saleChatId: ref('sale_chat_id')
      .notNull()
      .references(() => saleChats.id, { onDelete: 'cascade' }),
    fileId: ref('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    state: text('state', { enum: ['new', 'reading', 'done', 'failed'] })
      .notNull()
      .default('new'),
    error: text('error'),
    turns: jsonb('turns').$type<SaleTurn[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('sale_pics_chat_idx').on(t.saleChatId, t.position),
    // A screenshot's file is checked against its chat on every fetch.
    uniqueIndex('sale_pics_file_idx').on(t.fileId),
  ],
);

/** Three replies suggested at once, and which one (as edited) was sent. */
export const saleSuggestions = pgTable(
  'sale_suggestions',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    saleChatId: ref('sale_chat_id')
      .notNull()
      .references(() => saleChats.id, { onDelete: 'cascade' }),
    requestedBy: ref('requested_by').references(() => users.id, { onDelete: 'set null' }),
    replies: jsonb('replies').$type<Array<{ tone: SaleReplyTone; text: string }>>().notNull(),
    citations: jsonb('citations').$type<ChatCitation[]>().notNull().default([]),
    model: text('model').notNull(),
    sentIndex: integer('sent_index'),
    sentText: text('sent_text'),
    sentAt: at('sent_at'),
    ...timestamps,
  },
  (t) => [index('sale_suggestions_chat_idx').on(t.saleChatId, t.createdAt)],
);
