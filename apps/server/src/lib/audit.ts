import type { Db, Tx } from '../db/client';
import { insertAuditLog } from './audit.repo';
import { storableJson } from './storable';

/** Records an admin action; written in the same transaction as the change it describes. */
export async function audit(
  db: Db | Tx,
  entry: {
    actorUserId: bigint;
    orgId?: bigint | null;
    action: string;
    targetType: string;
    targetId: bigint | string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await insertAuditLog(db, {
    actorUserId: entry.actorUserId,
    orgId: entry.orgId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    // Whatever slipped past the request schemas is written as U+FFFD rather than failing the action.
    detail: storableJson(entry.detail ?? {}) as Record<string, unknown>,
  });
}
