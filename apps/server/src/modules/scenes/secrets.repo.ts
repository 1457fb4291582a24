/** The SQL of a team's scene secrets; every function takes the org. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sceneSecrets } from '../../db/schema';

export async function secretNames(db: Executor, orgId: bigint) {
  return db
    .select({
      name: sceneSecrets.name,
      createdAt: sceneSecrets.createdAt,
      updatedAt: sceneSecrets.updatedAt,
    })
    .from(sceneSecrets)
    .where(eq(sceneSecrets.orgId, orgId))
    .orderBy(asc(sceneSecrets.name));
}

export async function sealedSecret(db: Executor, orgId: bigint, name: string) {
  const [row] = await db
    .select({ sealed: sceneSecrets.sealed })
    .from(sceneSecrets)
    .where(and(eq(sceneSecrets.orgId, orgId), eq(sceneSecrets.name, name)));
  return row?.sealed;
}

export async function putSecret(
  db: Executor,
  orgId: bigint,
  name: string,
  sealed: string,
  by: bigint,
) {
  await db
    .insert(sceneSecrets)
    .values({ orgId, name, sealed, createdBy: by })
    .onConflictDoUpdate({
      target: [sceneSecrets.orgId, sceneSecrets.name],
      set: { sealed, createdBy: by, updatedAt: new Date() },
    });
}

export async function deleteSecret(db: Executor, orgId: bigint, name: string) {
  const rows = await db
    .delete(sceneSecrets)
    .where(and(eq(sceneSecrets.orgId, orgId), eq(sceneSecrets.name, name)))
    .returning({ name: sceneSecrets.name });
  return rows.length > 0;
}
