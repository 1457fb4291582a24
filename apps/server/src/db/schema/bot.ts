/** Service helpers as bots: their settings and the keys visitors reach them by. */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BotSettings } from '@miaoyu/contracts/bot';
import { at, id, keySuspension, ref, timestamps } from './columns';
import { helpers } from './helpers';
import { organisations } from './orgs';
import { users } from './users';

/** A bot's look, handoff rules and daily cap; a bot without a row uses the defaults. */
export const botSettings = pgTable('bot_settings', {
  helperId: ref('helper_id')
    .primaryKey()
    .references(() => helpers.id, { onDelete: 'cascade' }),
  orgId: ref('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<BotSettings>().notNull(),
  ...timestamps,
});

/** A key in a bot's links and embeds: where it may be embedded, until when, how much a visitor may ask. */
export const botKeys = pgTable(
  'bot_keys',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    helperId: ref('helper_id')
      .notNull()
      .references(() => helpers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    expiresAt: at('expires_at'),
    perVisitorPerMinute: integer('per_visitor_per_minute').notNull(),
    perVisitorPerDay: integer('per_visitor_per_day').notNull(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
    /** First time the embed loader asked for the bot from a website the key lists. */
    embeddedAt: at('embedded_at'),
    /** The key's holder: its maker, or whom an admin re-assigned it to. */
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...keySuspension,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bot_keys_key_idx').on(t.key),
    index('bot_keys_helper_idx').on(t.helperId, t.createdAt),
  ],
);
