import type { ModulePlugin } from '../../lib/module';
import { AppError } from '../../lib/errors';
import { loadModelCatalog } from '../models';
import { failStaleReadings } from './chats.repo';
import saleChatRoutes from './chats.routes';
import { SALE_FILES } from './file-purposes';
import salePicRoutes from './pics.routes';
import { visionTarget } from './reader-settings';
import readerSettingsRoutes from './reader-settings.routes';
import {
  READ_JOB,
  READ_JOB_DEADLINE_MS,
  runReading,
  type ReaderFor,
  type ReadJob,
} from './reading.service';
import { LineReader } from './reading/line-reader';
import { PixelPool } from './reading/pixel-pool';
import { readScreenshot } from './reading/read-screenshot';
import saleSuggestRoutes from './suggest.routes';
import { readWithModel } from './vision-reader';
import { closeWithin } from '../../lib/close-within';

const STALE_READINGS_JOB = 'sales.stale-readings';
/** No progress for this long: longer than a job may run (10 minutes), a retry's wait included. */
const STALE_READING_MS = 25 * 60_000;

/**
 * The sales assistant: sale chats with their screenshots, reading them into a dialogue (a
 * background job, on this instance's OCR threads or a vision model), and suggested replies.
 */
const sales: ModulePlugin = async (app, { config }) => {
  app.filePurposes.register(SALE_FILES);
  const loadCatalog = (orgId: bigint) => loadModelCatalog(app.db, config, app.llm.box, orgId);
  const pixels = new PixelPool();
  const pool = new LineReader({
    size: Math.max(1, config.SALES_OCR_WORKERS),
    timeoutMs: config.SALES_OCR_TIMEOUT_MS,
  });
  const readerFor: ReaderFor = async (orgId, helperId) => {
    const vision = await visionTarget(app.db, loadCatalog, orgId, helperId);
    return async (pic, jobSignal) => {
      const bytes = await app.storage.get(pic.storageKey);
      if (!bytes) throw new AppError(422, 'SALE_PIC_CORRUPT');
      const tooSlow = AbortSignal.timeout(config.SALES_OCR_TIMEOUT_MS);
      const signal = AbortSignal.any([jobSignal, tooSlow]);
      try {
        if (vision) return await readWithModel(vision, app.llm.limits, pixels, bytes, signal);
        return (await readScreenshot(bytes, { pool, pixels, signal })).turns;
      } catch (error) {
        if (tooSlow.aborted) throw new AppError(422, 'SALE_PIC_TIMEOUT');
        throw error;
      }
    };
  };
  // Readings under way when the instance stops fail their try, to run again after the restart.
  const stopping = new AbortController();
  app.addHook('preClose', async () => stopping.abort());
  app.jobs.define<ReadJob>({
    name: READ_JOB,
    // A job reads its pictures one after another; as many jobs at once as OCR threads.
    concurrency: config.SALES_OCR_WORKERS,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: READ_JOB_DEADLINE_MS / 1000 + 120,
    run: (job) => runReading(app, readerFor, job, stopping.signal),
  });
  app.jobs.define({
    name: STALE_READINGS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 0,
    run: async () => {
      const failed = await failStaleReadings(app.db, new Date(Date.now() - STALE_READING_MS));
      if (failed > 0)
        app.log.warn({ failed }, 'screenshot readings left unfinished ended as failed');
    },
  });
  app.addHook('onClose', async () => {
    await closeWithin(app.log, 'screenshot workers', () =>
      Promise.all([pool.close(), pixels.close()]),
    );
  });
  await app.register(saleChatRoutes);
  await app.register(salePicRoutes);
  await app.register(saleSuggestRoutes, { config, loadCatalog });
  await app.register(readerSettingsRoutes, { loadCatalog });
};

export default sales;
