import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { HEARTBEAT_MS, INSTANCE_DEAD_AFTER_MS } from '../../plugins/instance';
import { closeOrphanedAnswers } from './repo';

/**
 * Answers still marked `streaming` whose instance died mid-answer (`kill -9`, a lost machine)
 * are closed as errors, keeping the text saved so far, once the instance's heartbeat is older
 * than INSTANCE_DEAD_AFTER_MS: every instance sweeps at each of its own beats, so one cleans up
 * after another within seconds (one statement over the few rows still streaming). An answer
 * from before instances beat is closed once silent for longer than any live answer can be.
 */
const conversationRecovery: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const unownedAfterMs = config.LLM_CONNECT_TIMEOUT_MS + config.LLM_IDLE_TIMEOUT_MS + 60_000;
  const sweep = async () => {
    const unownedBefore = new Date(Date.now() - unownedAfterMs);
    const count = await closeOrphanedAnswers(app.db, INSTANCE_DEAD_AFTER_MS, unownedBefore);
    if (count > 0) app.log.warn({ count }, 'closed answers whose instance died');
  };
  const sweepQuietly = () =>
    sweep().catch((err: unknown) => app.log.warn({ err }, 'could not close interrupted answers'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweepQuietly();
    timer = setInterval(() => void sweepQuietly(), HEARTBEAT_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default conversationRecovery;
