/** A helper's versions: every save, listed and read whole by whoever manages the helper. */
import type { FastifyInstance } from 'fastify';
import type { HelperVersion, HelperVersionDetail } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { findHelperVersion, listHelperVersions, type HelperVersionRow } from './repo';
import { managedHelper } from '../access';

const toVersion = (row: HelperVersionRow): HelperVersion => ({
  version: row.version,
  name: row.settings.name,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
  restoredFrom: row.restoredFrom,
});

export async function listVersions(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
): Promise<HelperVersion[]> {
  await managedHelper(app.db, caller, orgId, helperId, false);
  return (await listHelperVersions(app.db, orgId, helperId)).map(toVersion);
}

export async function getVersion(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  version: number,
): Promise<HelperVersionDetail> {
  await managedHelper(app.db, caller, orgId, helperId, false);
  const row = await findHelperVersion(app.db, orgId, helperId, version);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return { ...toVersion(row), settings: row.settings };
}
