import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { loadModelCatalog } from '../models/catalog';
import helperKeyRoutes from './keys.routes';
import publicHelperRoutes from './public.routes';
import helperRoutes from './routes';

/** Helpers: an org's AIs with a purpose, their versions, and the pages that list them. */
const helpers: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(helperRoutes, {
    loadCatalog: (orgId) => loadModelCatalog(app.db, config, app.llm.box, orgId),
  });
  await app.register(helperKeyRoutes);
  await app.register(publicHelperRoutes, { ratePerMinute: config.PUBLIC_RATE_PER_MINUTE });
};

export default helpers;
