import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { loadModelCatalog } from '../models/catalog';
import { failStaleReadings } from './chats.repo';
import saleChatRoutes from './chats.routes';
import salePicRoutes from './pics.routes';
import { visionTarget } from './reader-settings';
import readerSettingsRoutes from './reader-settings.routes';
import { READ_JOB, runReading, type ReaderFor, type ReadJob } from './reading.service';
import { OcrPool } from './reading/ocr-pool';
import { readScreenshot } from './reading/read-screenshot';
import saleSuggestRoutes from './suggest.routes';
import { readWithModel } from './vision-reader';

const STALE_READINGS_JOB = 'sales.stale-readings';
/** Longer than a reading's job may run (10 minutes) and its retry. */
const STALE_READING_MS = 25 * 60_000;

/**
 * The sales assistant: sale chats with their screenshots, reading them into a dialogue (a
 * background job, on this instance's OCR workers or a vision model), and suggested replies.
 */
const sales: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const loadCatalog = (orgId: bigint) => loadModelCatalog(app.db, config, app.llm.box, orgId);
  const pool = new OcrPool({
    size: Math.max(1, config.SALES_OCR_WORKERS),
    timeoutMs: config.SALES_OCR_TIMEOUT_MS,
  });
  const readerFor: ReaderFor = async (orgId, helperId) => {
    const vision = await visionTarget(app.db, loadCatalog, orgId, helperId);
    return async (pic, signal) => {
      const bytes = await app.storage.get(pic.storageKey);
      if (!bytes) throw new AppError(422, 'SALE_PIC_CORRUPT');
      if (vision) return readWithModel(vision, app.llm.limits, bytes, signal);
      return (await readScreenshot(bytes, { pool, signal })).turns;
    };
  };
  app.jobs.define<ReadJob>({
    name: READ_JOB,
    // A job reads its pictures one after another; as many jobs at once as OCR workers.
    concurrency: config.SALES_OCR_WORKERS,
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    run: (job) => runReading(app, readerFor, job),
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
  app.addHook('onClose', () => pool.close());
  await app.register(saleChatRoutes);
  await app.register(salePicRoutes);
  await app.register(saleSuggestRoutes, { config, loadCatalog });
  await app.register(readerSettingsRoutes, { loadCatalog });
};

export default sales;
