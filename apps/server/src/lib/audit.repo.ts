import type { Db, Tx } from '../db/client';
import { auditLogs } from '../db/schema';

/** The SQL of the audit log: rows are only ever added. */
export async function insertAuditLog(
  db: Db | Tx,
  row: Omit<typeof auditLogs.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(auditLogs).values(row);
}
