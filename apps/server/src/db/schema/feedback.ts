/** User feedback, its screenshots and the replies to it. */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns';
import { files } from './files';
import { organisations } from './orgs';
import { users } from './users';

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['bug', 'suggestion', 'other'] }).notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    status: text('status', { enum: ['open', 'replied', 'closed'] })
      .notNull()
      .default('open'),
    ...timestamps,
  },
  (t) => [
    index('feedbacks_user_idx').on(t.userId),
    index('feedbacks_status_idx').on(t.status, t.createdAt),
  ],
);

export const feedbackFiles = pgTable(
  'feedback_files',
  {
    feedbackId: ref('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    fileId: ref('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.fileId] })],
);

export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: id(),
    feedbackId: ref('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId)],
);
