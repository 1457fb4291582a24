import type { ModulePlugin } from '../../lib/module';
import { closeSharedCodeSandbox } from './code/code-pool';
import { sceneRunsSettled } from './in-flight';
import runRoutes from './runs.routes';
import sceneRoutes from './scenes.routes';
import { defineSceneSweeps } from './sweeps';
import { defineRetryDueJob } from './retry-due';
import { sceneSecretBox } from './secret-box';
import secretRoutes from './secrets.routes';
import { countOrgScenes } from './scenes.repo';

/**
 * Business scenes: a team's sales or service process drawn as a graph of nodes, which a helper
 * follows in the chat, the visitor bot and the sales assistant. Drafts, published versions, test
 * runs, and each run's trace.
 */
const scenes: ModulePlugin = async (app, { config }) => {
  app.plans.counter('scenes', countOrgScenes);
  const box = sceneSecretBox(config);
  await app.register(sceneRoutes);
  await app.register(runRoutes, { config, box });
  await app.register(secretRoutes, { box });

  defineSceneSweeps(app, config);
  defineRetryDueJob(app);
  // This hook runs before the answers' own (hooks close in reverse): the runs handed off at
  // draining go on, and their code nodes need the sandbox, so it closes once they end, within
  // the answers' share of the shutdown's time.
  const graceMs = Math.max(0, config.SHUTDOWN_TIMEOUT_MS - 3_000);
  app.addHook('onClose', async () => {
    if (!(await sceneRunsSettled(graceMs)))
      app.log.warn('closing the code sandbox with scene runs still going');
    await closeSharedCodeSandbox();
  });
};

export default scenes;

// What other modules may call: a helper's scene as the answer of its conversations.
export { sceneResponder, type SceneAudience } from './responder';
export { latestPublished as publishedScene } from './scenes.repo';
