import cookie from '@fastify/cookie';
import type { ModulePlugin } from '../../lib/module';
import { deleteOldFlows } from './flows.repo';
import flowRoutes from './flows.routes';
import identityRoutes from './identities.routes';
import { providerContext } from './providers/context';
import settingsRoutes from './settings.routes';

const DAY_MS = 86_400_000;

/**
 * Signing in through a team's own identity providers: DingTalk, WeChat and single sign-on
 * (OpenID Connect). Teams set them up; people sign in, and link or unlink them on their account.
 */
const identity: ModulePlugin = async (app, { config }) => {
  const context = providerContext(config, app.outbound);
  // Only these routes read cookies: the flow cookie that binds a sign-in to its browser.
  await app.register(cookie);
  await app.register(settingsRoutes, { context });
  await app.register(flowRoutes, { config, context });
  await app.register(identityRoutes);
  app.jobs.define({
    name: 'identity.old-flows',
    cron: '17 * * * *',
    retryLimit: 0,
    run: () => deleteOldFlows(app.db, new Date(Date.now() - DAY_MS)),
  });
};

export default identity;
