import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns';
import { organisations } from './orgs';
import { users } from './users';

/** Uploaded files (avatars, logos, screenshots); the bytes live in the storage backend. */
export const files = pgTable(
  'files',
  {
    id: id(),
    /** Public handle used in URLs; ids stay internal. */
    code: text('code').notNull().unique(),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['avatar', 'logo', 'feedback', 'chat', 'visitor', 'sale'],
    }).notNull(),
    /** A visitor's upload to a bot (purpose `visitor`). */
    visitorId: text('visitor_id'),
    /** The uploader's file name (chat attachments). */
    name: text('name').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ...timestamps,
  },
  (t) => [
    index('files_org_idx').on(t.orgId),
    index('files_user_idx').on(t.userId),
    // Uploads that wait to go with a question: swept when none did after a day.
    index('files_attachable_created_idx')
      .on(t.createdAt)
      .where(sql`${t.purpose} in ('chat', 'visitor')`),
    // A team's visitor uploads of the day, summed against its daily allowance.
    index('files_org_visitor_created_idx')
      .on(t.orgId, t.createdAt)
      .where(sql`${t.purpose} = 'visitor'`),
  ],
);
