import type { FastifyInstance } from 'fastify';
import type { DatasetSynonyms, datasetSynonymsBodySchema } from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../lib/scope';
import { requireOrgPermission } from '../../orgs';
import { MANAGE_DATASETS, ownDataset, readableDataset } from '../datasets/datasets.service';
import { listSynonymGroups, replaceSynonymGroups } from './synonyms.repo';

type SynonymsInput = z.output<typeof datasetSynonymsBodySchema>;

/** Members read a knowledge base's synonym list, as they read its other settings. */
export async function getSynonyms(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
): Promise<DatasetSynonyms> {
  await readableDataset(app, caller, orgId, datasetId);
  return { groups: await listSynonymGroups(app.db, orgId, datasetId) };
}

/** Owners and admins replace the whole list at once (it is edited as one text). */
export async function setSynonyms(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  input: SynonymsInput,
): Promise<DatasetSynonyms> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_DATASETS);
  await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    await ownDataset(tx, orgId, datasetId, true);
    await replaceSynonymGroups(tx, orgId, datasetId, caller.user.id, input.groups);
  });
  return { groups: input.groups };
}
