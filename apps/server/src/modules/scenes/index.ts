import { formatMessage, DEFAULT_LOCALE } from '@miaoyu/contracts';
import type { ModulePlugin } from '../../lib/module';
import { HEARTBEAT_MS, INSTANCE_DEAD_AFTER_MS } from '../../plugins/instance';
import { closeSharedCodeSandbox } from './code/code-pool';
import { sceneRunsSettled } from './in-flight';
import runRoutes from './runs.routes';
import { deleteOldRuns } from './run-retention.repo';
import { failOrphanedRuns } from './runs.repo';
import sceneRoutes from './scenes.routes';
import { sceneSecretBox } from './secret-box';
import secretRoutes from './secrets.routes';

/**
 * Business scenes: a team's sales or service process drawn as a graph of nodes, which a helper
 * follows in the chat, the visitor bot and the sales assistant. Drafts, published versions, test
 * runs, and each run's trace.
 */
const RETENTION_EVERY_MS = 60 * 60_000;

const scenes: ModulePlugin = async (app, { config }) => {
  const box = sceneSecretBox(config);
  await app.register(sceneRoutes);
  await app.register(runRoutes, { config, box });
  await app.register(secretRoutes, { box });

  // A run whose instance died (`kill -9`) ends failed once the instance stops beating, checked
  // at every beat by every instance: within seconds, never left running.
  const reason = formatMessage(DEFAULT_LOCALE, 'SCENE_RUN_FAILED', { reason: 'interrupted' });
  const sweep = () =>
    failOrphanedRuns(app.db, INSTANCE_DEAD_AFTER_MS, reason)
      .then(
        (count) => count > 0 && app.log.warn({ count }, 'closed scene runs whose instance died'),
      )
      .catch((err: unknown) => app.log.warn({ err }, 'could not close interrupted scene runs'));
  // Old runs go at most once an hour: the beat is for interrupted runs, which must end quickly.
  let lastRetention = 0;
  const sweepOldRuns = () => {
    if (Date.now() - lastRetention < RETENTION_EVERY_MS) return;
    lastRetention = Date.now();
    void deleteOldRuns(app.db, config.SCENE_RUN_RETENTION_DAYS)
      .then((count) => count > 0 && app.log.info({ count }, 'deleted old scene runs'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not delete old scene runs'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    sweepOldRuns();
    timer = setInterval(() => {
      void sweep();
      sweepOldRuns();
    }, HEARTBEAT_MS).unref();
  });
  // This hook runs before the answers' own (hooks close in reverse): the runs handed off at
  // draining go on, and their code nodes need the sandbox, so it closes once they end, within
  // the answers' share of the shutdown's time.
  const graceMs = Math.max(0, config.SHUTDOWN_TIMEOUT_MS - 3_000);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (!(await sceneRunsSettled(graceMs)))
      app.log.warn('closing the code sandbox with scene runs still going');
    await closeSharedCodeSandbox();
  });
};

export default scenes;

// What other modules may call: a helper's scene as the answer of its conversations.
export { sceneResponder, type SceneAudience } from './responder';
export { latestPublished as publishedScene } from './scenes.repo';
