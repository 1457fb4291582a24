import type { ModulePlugin } from '../../lib/module';
import caseProfileRoutes from './visitor/case-profile.routes';
import caseRoutes from './visitor/case.routes';
import { caseGates } from './visitor/case-gate';
import { VISITOR_FILES } from './visitor/file-purposes';
import { endLiveStreams } from './live/live-stream';
import inboxRoutes from './inbox/inbox.routes';
import botLogRoutes from './logs/logs.routes';
import botManageRoutes from './manage/manage.routes';
import pageRoutes from './visitor/page.routes';
import { releaseConversationsOnLeaving } from './inbox/releases';
import { defineSceneGoesOn } from './inbox/scene-goes-on';
import { VisitorTokens } from './visitor/visitor-token';

/**
 * The customer-service bot: a service helper that anonymous visitors talk to through links and
 * embeds, people of the team who take conversations over, and the logs of it all.
 */
const bot: ModulePlugin = async (app, { config, webDist }) => {
  const tokens = new VisitorTokens(config.APP_SECRET);
  const gate = caseGates(app, tokens);
  releaseConversationsOnLeaving(app);
  defineSceneGoesOn(app, config);
  app.filePurposes.register(VISITOR_FILES);
  await app.register(caseProfileRoutes, { config, gate, tokens });
  await app.register(caseRoutes, { config, gate });
  await app.register(botManageRoutes);
  await app.register(inboxRoutes);
  await app.register(botLogRoutes, { config });
  await app.register(pageRoutes, { webDist });
  // Live streams stay open until their reader leaves: end them so shutdown need not wait.
  app.addHook('preClose', async () => endLiveStreams());
};

export default bot;

// What other modules may call: the demo seed sets up its bot the way a person would.
export { createKey, putBotSettings } from './manage/manage.service';
