import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { closeStaleAnswers } from './repo';

/** The job that closes answers whose instance died mid-answer. */
export const CLOSE_INTERRUPTED_JOB = 'conversation.close-interrupted';

/**
 * Answers still marked `streaming` long after their last save belong to an instance that died
 * mid-answer: they are closed as errors, keeping the text saved so far. An answer saves itself
 * every few seconds, so one silent for longer than any live answer can be was lost. Swept at
 * start and every minute, as a job, so one instance cleans up after another's crash.
 */
const conversationRecovery: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const staleAfterMs = config.LLM_CONNECT_TIMEOUT_MS + config.LLM_IDLE_TIMEOUT_MS + 60_000;
  const sweep = async () => {
    const count = await closeStaleAnswers(app.db, new Date(Date.now() - staleAfterMs));
    if (count > 0) app.log.warn({ count }, 'closed interrupted answers');
  };
  app.jobs.define({ name: CLOSE_INTERRUPTED_JOB, cron: '* * * * *', retryLimit: 0, run: sweep });
  app.addHook('onReady', () =>
    sweep().catch((err: unknown) => app.log.warn({ err }, 'could not close interrupted answers')),
  );
};

export default conversationRecovery;
