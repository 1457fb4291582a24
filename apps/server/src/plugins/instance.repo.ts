import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { serverInstances } from '../db/schema';

export async function registerInstance(db: Executor, id: string): Promise<void> {
  await db.insert(serverInstances).values({ id }).onConflictDoNothing();
}

/** Answers whether the row was still there (another instance may have taken it for dead). */
export async function beat(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(serverInstances)
    .set({ heartbeatAt: sql`now()` })
    .where(eq(serverInstances.id, id))
    .returning({ id: serverInstances.id });
  return rows.length > 0;
}

export async function removeInstance(db: Executor, id: string): Promise<void> {
  await db.delete(serverInstances).where(eq(serverInstances.id, id));
}

/** Rows of instances silent for a day: killed long ago, nothing of theirs left to recover. */
export async function forgetLongDeadInstances(db: Executor): Promise<void> {
  await db
    .delete(serverInstances)
    .where(lt(serverInstances.heartbeatAt, sql`now() - interval '1 day'`));
}
