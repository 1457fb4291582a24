import type { ModulePlugin } from '../../lib/module';
import chunkRoutes from './documents/chunks.routes';
import datasetRoutes from './datasets/datasets.routes';
import documentRoutes from './documents/documents.routes';
import previewRoutes from './ingestion/preview.routes';
import sessionDatasetRoutes from './datasets/session-datasets.routes';
import synonymRoutes from './retrieval/synonyms.routes';
import uploadRoutes from './uploads/uploads.routes';
import { ingestDocument, INGEST_JOB, type IngestJob } from './ingestion/ingest';
import { IngestPool } from './ingestion/ingest-pool';
import { OneAtATime } from '../../lib/one-at-a-time';
import { embedderFor } from './retrieval/embedding';
import { knowledgeLimits } from './limits';
import { warmSegmenter } from './indexing/segmenter';
import { defineResegmentJob } from './ingestion/resegment';
import { removeFilesOfDeletedOrgs } from './uploads/stored-files';
import { closeWithin } from '../../lib/close-within';
import { countOrgDatasets, orgStorageMb } from './datasets/datasets.repo';

/** The knowledge base: its routes, and the ingestion job with the threads it parses in. */
const knowledge: ModulePlugin = async (app, { config }) => {
  app.plans.counter('datasets', countOrgDatasets);
  app.plans.counter('storageMb', orgStorageMb);
  const limits = knowledgeLimits(config);
  // Previews parse here too, even on an instance that leaves ingestion to others.
  const pool = new IngestPool(Math.max(1, config.KB_INGEST_CONCURRENCY));
  const embedder = embedderFor(app, config);
  const writer = new OneAtATime();
  app.jobs.define<IngestJob>({
    name: INGEST_JOB,
    concurrency: config.KB_INGEST_CONCURRENCY,
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    run: (job) => ingestDocument({ app, pool, limits, embedder, writer }, job),
  });
  defineResegmentJob(app);
  removeFilesOfDeletedOrgs(app);
  app.addHook('onClose', () => closeWithin(app.log, 'ingest workers', () => pool.close()));
  // A listening server loads the dictionary now, not during somebody's first question.
  app.addHook('onListen', async () => warmSegmenter());
  await app.register(datasetRoutes, { limits, embedder });
  await app.register(documentRoutes, { limits });
  await app.register(chunkRoutes, { embedder, config });
  await app.register(uploadRoutes, { limits });
  await app.register(previewRoutes, { limits, pool });
  await app.register(sessionDatasetRoutes);
  await app.register(synonymRoutes);
};

export default knowledge;

// What other modules may call: the demo seed adds its samples the way a person would.
export { createDataset } from './datasets/datasets.service';
export { addContent, pastedText } from './documents/documents.service';
export { embedderFor } from './retrieval/embedding';
export { knowledgeLimits } from './limits';
// A conversation's retrieval, and the bot's logs turned into questions and answers.
export { datasetRetriever, knowledgeRetriever } from './retrieval/chat-retrieval';
export { qaPairs } from './documents/documents.service';
export type { KnowledgeLimits } from './limits';
