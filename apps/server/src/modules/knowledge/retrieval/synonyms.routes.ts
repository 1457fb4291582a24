import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  datasetParamsSchema,
  datasetSynonymsBodySchema,
  datasetSynonymsSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { orgPermissionGate } from '../../orgs';
import { MANAGE_DATASETS } from '../datasets/datasets.service';
import { getSynonyms, setSynonyms } from './synonyms.service';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['knowledge'], security: [{ studioToken: [] }] };

/** A knowledge base's synonym list: members read it, owners and admins change it. */
const synonymRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refuses callers without the right before their body is validated; the service checks again.
  const gate = orgPermissionGate(app.db, MANAGE_DATASETS);
  const url = '/v1/orgs/:orgId/datasets/:datasetId/synonyms';

  app.get(
    url,
    {
      schema: {
        ...doc,
        summary: "The knowledge base's synonym list: groups of words that mean the same",
        params: datasetParamsSchema,
        response: { 200: datasetSynonymsSchema, ...errors },
      },
    },
    async (request) => {
      const { orgId, datasetId } = request.params;
      return getSynonyms(app, requireCaller(request), BigInt(orgId), BigInt(datasetId));
    },
  );

  app.put(
    url,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Replace the synonym list (owners and admins)',
        params: datasetParamsSchema,
        body: datasetSynonymsBodySchema,
        response: { 200: datasetSynonymsSchema, ...errors },
      },
    },
    async (request) => {
      const { orgId, datasetId } = request.params;
      const caller = requireCaller(request);
      return setSynonyms(app, caller, BigInt(orgId), BigInt(datasetId), request.body);
    },
  );
};

export default synonymRoutes;
