import type { FastifyInstance } from 'fastify';
import { formatMessage, DEFAULT_LOCALE } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { HEARTBEAT_MS, INSTANCE_DEAD_AFTER_MS } from '../../plugins/instance';
import { deleteOldRuns } from './run-retention.repo';
import { failOrphanedRuns } from './runs.repo';

export const CLOSE_ORPHANED_RUNS_JOB = 'scenes.close-orphaned';
export const RUN_RETENTION_JOB = 'scenes.retention';
/**
 * One sweep per window across all instances, however many beat. A run whose instance died is
 * closed within the death's 15 s, one window and one beat: 25 s, under the promised 30.
 */
const SWEEP_WINDOW_SECONDS = 5;

/**
 * The scenes' sweepers as jobs, so that one instance of many does each and a failed sweep is
 * retried: runs whose instance died end failed (sent at every beat, once per window), and old
 * runs go hourly.
 */
export function defineSceneSweeps(app: FastifyInstance, config: Config) {
  const reason = formatMessage(DEFAULT_LOCALE, 'SCENE_RUN_FAILED', { reason: 'interrupted' });
  app.jobs.define({
    name: CLOSE_ORPHANED_RUNS_JOB,
    concurrency: 1,
    retryLimit: 1,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    run: async () => {
      const count = await failOrphanedRuns(app.db, INSTANCE_DEAD_AFTER_MS, reason);
      if (count > 0) app.log.warn({ count }, 'closed scene runs whose instance died');
    },
  });
  app.jobs.define({
    name: RUN_RETENTION_JOB,
    cron: '23 * * * *',
    concurrency: 1,
    retryLimit: 2,
    run: async () => {
      const count = await deleteOldRuns(app.db, config.SCENE_RUN_RETENTION_DAYS);
      if (count > 0) app.log.info({ count }, 'deleted old scene runs');
    },
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweepOrphanedRuns(app);
    timer = setInterval(() => void sweepOrphanedRuns(app), HEARTBEAT_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Asks for a sweep of runs whose instance died, unless one was asked for in this window. */
export async function sweepOrphanedRuns(app: FastifyInstance): Promise<void> {
  if (!app.jobs.running) return;
  await app.jobs
    .sendOnce(CLOSE_ORPHANED_RUNS_JOB, {}, SWEEP_WINDOW_SECONDS)
    .catch((err: unknown) => app.log.warn({ err }, 'could not ask for a scene run sweep'));
}
