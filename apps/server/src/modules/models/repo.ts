/** The SQL of model providers: every function takes the organisation whose providers it touches. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { modelProviders } from '../../db/schema';

export type ProviderRow = typeof modelProviders.$inferSelect;
type NewProvider = Omit<typeof modelProviders.$inferInsert, 'id' | 'orgId'>;
type ProviderChanges = Partial<Omit<NewProvider, 'createdBy'>>;

export function listOrgProviders(db: Executor, orgId: bigint) {
  return db
    .select()
    .from(modelProviders)
    .where(eq(modelProviders.orgId, orgId))
    .orderBy(asc(modelProviders.id));
}

const enabledProviders = preparedOnce((db) =>
  db
    .select()
    .from(modelProviders)
    .where(
      and(eq(modelProviders.orgId, sql.placeholder('orgId')), eq(modelProviders.enabled, true)),
    )
    .orderBy(asc(modelProviders.id))
    .prepare('models_enabled_providers'),
);

/** The org's enabled providers: read before every answer. */
export function listEnabledProviders(db: Executor, orgId: bigint): Promise<ProviderRow[]> {
  return enabledProviders(db).execute({ orgId });
}

/** The org's provider, or undefined; `lock` holds the row for the rest of the transaction. */
export async function findOrgProvider(
  db: Executor,
  orgId: bigint,
  providerId: bigint,
  lock = false,
): Promise<ProviderRow | undefined> {
  const query = db
    .select()
    .from(modelProviders)
    .where(and(eq(modelProviders.id, providerId), eq(modelProviders.orgId, orgId)))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertOrgProvider(db: Executor, orgId: bigint, values: NewProvider) {
  const [row] = await db
    .insert(modelProviders)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

export async function updateOrgProvider(
  db: Executor,
  orgId: bigint,
  providerId: bigint,
  changes: ProviderChanges,
) {
  const [row] = await db
    .update(modelProviders)
    .set(changes)
    .where(and(eq(modelProviders.id, providerId), eq(modelProviders.orgId, orgId)))
    .returning();
  return row;
}

/** Whether a provider was removed. */
export async function deleteOrgProvider(db: Executor, orgId: bigint, providerId: bigint) {
  const rows = await db
    .delete(modelProviders)
    .where(and(eq(modelProviders.id, providerId), eq(modelProviders.orgId, orgId)))
    .returning({ id: modelProviders.id });
  return rows.length > 0;
}
