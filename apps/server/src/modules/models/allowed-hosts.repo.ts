/** The SQL of the model-host allow list (platform-wide: it belongs to no organisation). */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modelAllowedHosts, users } from '../../db/schema';

export function listAllowedHosts(db: Executor) {
  return db
    .select({
      host: modelAllowedHosts.host,
      note: modelAllowedHosts.note,
      createdAt: modelAllowedHosts.createdAt,
      createdBy: users.nickname,
    })
    .from(modelAllowedHosts)
    .leftJoin(users, eq(users.id, modelAllowedHosts.createdBy))
    .orderBy(asc(modelAllowedHosts.host));
}

/** Just the entries, as the guard takes them. */
export async function allowedHostEntries(db: Executor): Promise<string[]> {
  const rows = await db.select({ host: modelAllowedHosts.host }).from(modelAllowedHosts);
  return rows.map((row) => row.host);
}

/** Adds the entry, or changes its note when it is there; answers whether it was new. */
export async function upsertAllowedHost(
  db: Executor,
  entry: { host: string; note: string; createdBy: bigint },
): Promise<boolean> {
  const existing = await db
    .select({ host: modelAllowedHosts.host })
    .from(modelAllowedHosts)
    .where(eq(modelAllowedHosts.host, entry.host))
    .for('update');
  if (existing.length > 0) {
    await db
      .update(modelAllowedHosts)
      .set({ note: entry.note })
      .where(eq(modelAllowedHosts.host, entry.host));
    return false;
  }
  await db.insert(modelAllowedHosts).values(entry).onConflictDoNothing();
  return true;
}

/** Answers whether there was such an entry. */
export async function deleteAllowedHost(db: Executor, host: string): Promise<boolean> {
  const removed = await db
    .delete(modelAllowedHosts)
    .where(eq(modelAllowedHosts.host, host))
    .returning({ host: modelAllowedHosts.host });
  return removed.length > 0;
}
