import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from './columns';
import { organisations } from './orgs';
import { users } from './users';

/** Admin actions (ban, role change, ownership transfer...), kept for accountability. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorUserId: ref('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_org_idx').on(t.orgId, t.createdAt),
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
  ],
);
