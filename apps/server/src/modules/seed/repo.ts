/** The SQL of the demo seed: finding the demo team and marking its samples as given. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisations } from '../../db/schema';

/** The team the demo owner made under the demo name. */
export async function findDemoTeam(db: Executor, ownerId: bigint, name: string) {
  const [row] = await db
    .select({ id: organisations.id, demoContentAt: organisations.demoContentAt })
    .from(organisations)
    .where(
      and(
        eq(organisations.createdBy, ownerId),
        eq(organisations.kind, 'team'),
        eq(organisations.name, name),
      ),
    )
    .orderBy(organisations.id)
    .limit(1);
  return row;
}

/**
 * Marks the team's samples as given, once: true for the one caller that set the mark, so two
 * instances starting together do not both add them, and a restart never adds them again.
 */
export async function claimDemoContent(db: Executor, orgId: bigint): Promise<boolean> {
  const rows = await db
    .update(organisations)
    .set({ demoContentAt: new Date() })
    .where(and(eq(organisations.id, orgId), isNull(organisations.demoContentAt)))
    .returning({ id: organisations.id });
  return rows.length > 0;
}
