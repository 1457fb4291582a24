import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helperParamsSchema } from '@miaoyu/contracts';
import { saleHelperSettingsSchema } from '@miaoyu/contracts/sales';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { helperManageGate, type LoadCatalog } from '../helpers';
import { getReaderSettings, putReaderSettings } from './reader-settings';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['sales'], security: [{ studioToken: [] }] };
const ids = (p: { orgId: string; helperId: string }) =>
  [BigInt(p.orgId), BigInt(p.helperId)] as const;

/** A sales helper's choice of how screenshots are read. */
const readerSettingsRoutes: FastifyPluginAsyncZod<{ loadCatalog: LoadCatalog }> = async (
  app,
  { loadCatalog },
) => {
  const path = '/v1/orgs/:orgId/helpers/:helperId/sale';
  app.get(
    path,
    {
      schema: {
        ...doc,
        summary: 'How a sales helper reads screenshots: offline OCR or a vision model',
        params: helperParamsSchema,
        response: { 200: saleHelperSettingsSchema, ...errors },
      },
    },
    async (request) => getReaderSettings(app, requireCaller(request), ...ids(request.params)),
  );
  app.put(
    path,
    {
      preValidation: helperManageGate(app),
      schema: {
        ...doc,
        summary: 'Choose how a sales helper reads screenshots (a vision model must see images)',
        params: helperParamsSchema,
        body: saleHelperSettingsSchema,
        response: { 200: saleHelperSettingsSchema, ...errors },
      },
    },
    async (request) =>
      putReaderSettings(
        app,
        loadCatalog,
        requireCaller(request),
        ...ids(request.params),
        request.body,
      ),
  );
};

export default readerSettingsRoutes;
