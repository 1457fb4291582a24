import type { ModulePlugin } from '../../lib/module';
import { pageOrigins } from './content-policy';
import generateRoutes from './generate.routes';
import pageRoutes from './pages.routes';
import publicPageRoutes from './public.routes';
import { studioOriginOf } from './studio-origin';

/**
 * AI pages: HTML pages a helper writes from a conversation, their versions, and the links that
 * share them with people who do not sign in.
 */
const aiPages: ModulePlugin = async (app, { config }) => {
  const origins = pageOrigins(config);
  const studioOrigin = studioOriginOf(origins);
  await app.register(generateRoutes, { config, studioOrigin });
  await app.register(pageRoutes, { studioOrigin });
  await app.register(publicPageRoutes, { config, origins });
};

export default aiPages;
