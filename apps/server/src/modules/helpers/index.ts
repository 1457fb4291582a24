import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { loadModelCatalog } from '../models/catalog';
import helperAvatarRoutes from './avatar';
import helperKeyRoutes from './keys.routes';
import helperPreviewRoutes from './preview';
import publicHelperRoutes from './public.routes';
import helperRoutes from './routes';
import helperUseRoutes from './use.routes';

/** Helpers: an org's AIs with a purpose, their versions, and the pages that list them. */
const helpers: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const loadCatalog = (orgId: bigint) => loadModelCatalog(app.db, config, app.llm.box, orgId);
  await app.register(helperRoutes, { loadCatalog });
  await app.register(helperUseRoutes, { loadCatalog });
  await app.register(helperPreviewRoutes, { config, loadCatalog });
  await app.register(helperAvatarRoutes);
  await app.register(helperKeyRoutes);
  await app.register(publicHelperRoutes, { ratePerMinute: config.PUBLIC_RATE_PER_MINUTE });
};

export default helpers;

// What other modules may call: the demo seed makes its helpers the way a person would.
export { createHelper } from './service';
