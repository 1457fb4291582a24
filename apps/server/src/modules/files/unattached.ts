/**
 * Chat and visitor uploads go up before their question is sent. Those no message carries a day
 * later (never sent, or their conversation or turn was deleted since) are removed with their
 * bytes, hourly, as a job, so one instance sweeps for all.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { deleteUnattachedFiles } from './repo';

export const UNATTACHED_FILES_JOB = 'files.remove-unattached';
/** How long an upload may wait for its question (a draft left open overnight keeps its files). */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60_000;
const BATCH = 500;

/** Removes uploads no message carries that are older than the grace; answers how many. */
export async function removeUnattachedFiles(app: FastifyInstance, now = Date.now()) {
  const before = new Date(now - UNATTACHED_GRACE_MS);
  let removed = 0;
  for (;;) {
    const keys = await deleteUnattachedFiles(app.db, before, BATCH);
    // Rows first, then bytes: a failed delete of bytes leaves an unreadable blob, never a row
    // that points at nothing.
    await Promise.all(keys.map((key) => app.storage.delete(key).catch(() => undefined)));
    removed += keys.length;
    if (keys.length < BATCH) return removed;
  }
}

const unattachedFiles: FastifyPluginAsync = async (app) => {
  app.jobs.define({
    name: UNATTACHED_FILES_JOB,
    cron: '41 * * * *',
    retryLimit: 1,
    concurrency: 1,
    run: async () => {
      const count = await removeUnattachedFiles(app);
      if (count > 0) app.log.info({ count }, 'removed uploads no message carries');
    },
  });
};

export default unattachedFiles;
