/**
 * Chunks carry the version of the segmenter that made their words. After an upgrade changes
 * how text is cut into words, their words are made again from the stored text (no re-parsing),
 * in batches, as a job: retrieval keeps working on the old words meanwhile.
 */
import type { FastifyInstance } from 'fastify';
import { chunksSegmentedOtherwise, updateChunk } from '../documents/chunks.repo';
import { chunkSearchText } from '../indexing/chunker';
import { indexTokens, SEGMENTER_VERSION } from '../indexing/segmenter';

export const RESEGMENT_JOB = 'knowledge.resegment';
const BATCH = 500;

/** Re-segments up to `rounds` batches; answers how many chunks it updated. */
export async function resegmentChunks(app: FastifyInstance, rounds = 200): Promise<number> {
  let updated = 0;
  for (let round = 0; round < rounds; round++) {
    const rows = await chunksSegmentedOtherwise(app.db, SEGMENTER_VERSION, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const words = indexTokens(
        chunkSearchText({ content: row.content, source: { headings: row.headings } }),
      );
      await updateChunk(app.db, row.orgId, row.id, { words, segmenter: SEGMENTER_VERSION });
    }
    updated += rows.length;
  }
  return updated;
}

export function defineResegmentJob(app: FastifyInstance): void {
  app.jobs.define({
    name: RESEGMENT_JOB,
    // Hourly, and once at start: a new version is picked up by the first instance to run it.
    cron: '17 * * * *',
    retryLimit: 1,
    concurrency: 1,
    run: async () => {
      const count = await resegmentChunks(app);
      if (count > 0) app.log.info({ count, segmenter: SEGMENTER_VERSION }, 'chunks re-segmented');
    },
  });
  app.addHook('onReady', async () => {
    await app.jobs
      .send(RESEGMENT_JOB, {})
      .catch((err: unknown) => app.log.warn({ err }, 'could not queue re-segmenting'));
  });
}
