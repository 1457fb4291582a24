import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ref, timestamps } from './columns';
import { users } from './users';

/** Which menu entries each platform role sees; a role without a row uses the built-in menu. */
export const roleMenus = pgTable('role_menus', {
  role: text('role', { enum: ['admin', 'user'] }).primaryKey(),
  items: jsonb('items').$type<{ key: string; children?: { key: string }[] }[]>().notNull(),
  updatedBy: ref('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
