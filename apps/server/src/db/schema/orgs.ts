/** Organisations (personal and team), their members and invites. */
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, ref, timestamps } from './columns';
import { users } from './users';

export const organisations = pgTable('organisations', {
  id: id(),
  /** Public code for team links (≥ 10 characters, DESIGN.md §6). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['personal', 'team'] }).notNull(),
  /** File code of the team logo. */
  logo: text('logo').notNull().default(''),
  createdBy: ref('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** When the demo seed gave the team its sample content: set once, so deleted samples stay gone. */
  demoContentAt: at('demo_content_at'),
  ...timestamps,
});

export const orgMembers = pgTable(
  'org_members',
  {
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    /** The member put the workplace's first-steps checklist away for this team. */
    firstStepsDismissedAt: at('first_steps_dismissed_at'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_members_user_idx').on(t.userId)],
);

export const orgInvites = pgTable(
  'org_invites',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The secret part of the invite link (≥ 16 characters). */
    code: text('code').notNull().unique(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    /** Set for an invite addressed to one phone number. */
    phone: text('phone'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ...timestamps,
  },
  (t) => [index('org_invites_org_idx').on(t.orgId), index('org_invites_phone_idx').on(t.phone)],
);
