import { and, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sceneRuns } from '../../db/schema';

/** Runs deleted by one statement: short enough that a sweep never holds the table for long. */
export const RETENTION_BATCH = 500;
/** Batches one sweep deletes at most; the rest wait for the next sweep. */
const BATCHES_PER_SWEEP = 20;

/**
 * Deletes up to `limit` finished runs (and, by cascade, their journals) started more than `days`
 * ago. A run still running or waiting for an answer is kept, however old: a conversation may go
 * on; so is each conversation's newest run, whose variables the next run starts from.
 */
export async function deleteOldRunsBatch(
  db: Executor,
  days: number,
  limit = RETENTION_BATCH,
): Promise<number> {
  const old = db
    .select({ id: sceneRuns.id })
    .from(sceneRuns)
    .where(
      and(
        lt(sceneRuns.startedAt, sql`now() - make_interval(days => ${days})`),
        notInArray(sceneRuns.status, ['running', 'waiting']),
        // A conversation's newest run holds its variables: kept, so a customer back after a
        // month is still known.
        sql`exists (select 1 from ${sceneRuns} as newer where newer.scene_id = ${sceneRuns.sceneId}
          and newer.conversation = ${sceneRuns.conversation} and newer.id > ${sceneRuns.id})`,
      ),
    )
    .orderBy(sceneRuns.id)
    .limit(limit);
  const rows = await db
    .delete(sceneRuns)
    .where(inArray(sceneRuns.id, old))
    .returning({ id: sceneRuns.id });
  return rows.length;
}

/** Deletes old runs batch by batch until none is left or the sweep's share is done. */
export async function deleteOldRuns(db: Executor, days: number, batch = RETENTION_BATCH) {
  let total = 0;
  for (let i = 0; i < BATCHES_PER_SWEEP; i++) {
    const deleted = await deleteOldRunsBatch(db, days, batch);
    total += deleted;
    if (deleted < batch) break;
  }
  return total;
}
