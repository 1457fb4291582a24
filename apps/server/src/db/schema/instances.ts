import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The server instances running now, each beating every few seconds: work an instance was doing
 * (an answer being written) is recovered soon after its beats stop, not minutes later.
 */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  startedAt: at('started_at').notNull().defaultNow(),
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});
