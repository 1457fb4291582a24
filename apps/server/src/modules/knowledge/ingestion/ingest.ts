/**
 * The ingestion job: fetch (for a web page), parse, cut, segment and store a document's chunks,
 * saying at each step where it is. A job, so it survives a restart, retries what failed by
 * accident, and instances share the work.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DocumentFailure, QaPair } from '@miaoyu/contracts';
import { INSERT_BATCH } from './chunk-batches';
import { deleteDocumentChunks, insertChunks } from '../documents/chunks.repo';
import { UpstreamError } from '../../../plugins/llm/gateway';
import type { ModelTarget } from '../../../plugins/llm/gateway';
import { findOrgDataset, orgStoredBytes, type DatasetRow } from '../datasets/datasets.repo';
import { findOrgDocument, updateDocument, type DocumentRow } from '../documents/documents.repo';
import type { Embedder } from '../retrieval/embedder';
import type { IngestPool } from './ingest-pool';
import { SEGMENTER_VERSION } from '../indexing/segmenter';
import type { KnowledgeLimits } from '../limits';
import type { OneAtATime } from '../../../lib/one-at-a-time';
import { analyzeIfGrown } from '../retrieval/retrieval.repo';
import { packDocument, prepareQa, type PackedDocument } from './pipeline';
import { fetchPage, PageFetchError } from './web-page';
import { newOriginalKey } from '../uploads/stored-files';

export const INGEST_JOB = 'knowledge.ingest';

export interface IngestJob {
  orgId: string;
  documentId: string;
}

/** A failure that is the document's own: retrying will not help. */
class DocumentFailed extends Error {
  constructor(
    readonly failure: DocumentFailure,
    readonly detail = '',
  ) {
    super(failure);
  }
}

export interface IngestDeps {
  app: FastifyInstance;
  pool: IngestPool;
  limits: KnowledgeLimits;
  embedder: Embedder;
  /** Chunks are written one batch at a time on an instance, whichever job they come from. */
  writer: OneAtATime;
}

/** What the model service did, in its own words (the failure code is what the page translates). */
const describeUpstream = (error: UpstreamError) =>
  [error.code, error.params.status, error.params.detail ?? error.params.host]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ');

/** The model a dataset's chunks are embedded with, when it searches by meaning here. */
async function embeddingTarget(deps: IngestDeps, dataset: DatasetRow) {
  if (!deps.embedder.available || dataset.searchMode === 'fulltext') return null;
  // A model that is gone leaves the dataset searching by words; its page says so.
  return deps.embedder.target(dataset.orgId, dataset.embeddingModel);
}

async function embed(deps: IngestDeps, doc: DocumentRow, target: ModelTarget, total: number) {
  const { app } = deps;
  try {
    await deps.embedder.embedDocument(doc.orgId, doc, target, total, (done) =>
      updateDocument(app.db, doc.orgId, doc.id, { progress: 70 + Math.floor(done * 29) }).then(
        () => undefined,
      ),
    );
  } catch (error) {
    if (error instanceof UpstreamError)
      throw new DocumentFailed('EMBEDDING_FAILED', describeUpstream(error));
    throw error;
  }
}

/** A web page is fetched once, kept as the document's original, and counted in the quota. */
async function fetchOriginal(deps: IngestDeps, doc: DocumentRow): Promise<DocumentRow> {
  const { app, limits } = deps;
  let page;
  try {
    page = await fetchPage(app.pageOutbound, doc.url, limits);
  } catch (error) {
    if (error instanceof PageFetchError) throw new DocumentFailed(error.failure, error.message);
    throw error;
  }
  if ((await orgStoredBytes(app.db, doc.orgId)) + page.bytes.length > limits.orgQuotaBytes)
    throw new DocumentFailed('QUOTA_EXCEEDED');
  const storageKey = newOriginalKey(doc.orgId);
  await app.storage.put(storageKey, page.bytes, page.contentType);
  const changes = {
    storageKey,
    bytes: page.bytes.length,
    sha256: createHash('sha256').update(page.bytes).digest('hex'),
    name: page.title ? page.title.slice(0, 200) : doc.name,
  };
  const updated = await updateDocument(app.db, doc.orgId, doc.id, changes);
  // Deleted meanwhile, or its team (whose folder may be emptied already): the page goes too.
  if (!updated) await app.storage.delete(storageKey).catch(() => undefined);
  return updated ?? doc;
}

async function prepare(deps: IngestDeps, doc: DocumentRow, chunkSize: number, overlap: number) {
  const bytes = await deps.app.storage.get(doc.storageKey);
  if (!bytes) throw new DocumentFailed('BROKEN', 'the stored original is missing');
  if (doc.source === 'qa')
    return packDocument(prepareQa(JSON.parse(bytes.toString('utf8')) as QaPair[]));
  const result = await deps.pool.prepareToStore({
    bytes,
    name: doc.name,
    options: { size: chunkSize, overlap },
  });
  if (!result.ok) throw new DocumentFailed(result.failure, result.detail);
  return result.document;
}

/** The embedded database has no autovacuum: statistics are refreshed as documents arrive. */
async function refreshStatistics(app: FastifyInstance) {
  await analyzeIfGrown(app.db, 'dataset_chunks');
  if (app.database.vectors.available) await analyzeIfGrown(app.db, 'dataset_chunk_vectors');
}

/** The longest a batch of chunks waits for questions to get their first words. */
const GIVE_WAY_MAX_MS = 250;

/**
 * Stores the chunks, a batch per transaction: between batches the ingestion gives way to
 * questions waiting for their first words, and holds no lock (the embedded database has one
 * connection, which a long transaction would keep from every question). The document says
 * `indexing` until the last batch is in; a document deleted meanwhile stops the writing.
 * Answers whether the chunks were stored.
 */
async function writeChunks(
  { app, writer }: IngestDeps,
  doc: DocumentRow,
  prepared: PackedDocument,
  embedding: boolean,
): Promise<boolean> {
  const { orgId } = doc;
  const target = { datasetId: doc.datasetId, documentId: doc.id };
  // One transaction at least: it clears the chunks of an earlier try and settles the document.
  const batches = Math.max(1, prepared.batches.length);
  for (let b = 0; b < batches; b++) {
    if (b > 0) await app.foreground.idle(GIVE_WAY_MAX_MS);
    const first = b * INSERT_BATCH;
    const alive = await writer.run(() =>
      app.db.transaction(async (tx) => {
        if (!(await findOrgDocument(tx, orgId, doc.id, true))) return false;
        if (b === 0) await deleteDocumentChunks(tx, orgId, doc.id);
        const rows = prepared.batches[b];
        if (rows) await insertChunks(tx, orgId, target, rows, first, SEGMENTER_VERSION);
        if (b === batches - 1)
          await updateDocument(tx, orgId, doc.id, {
            // Found by its words from now on; by meaning once its vectors are in.
            ...(embedding ? { progress: 70 } : { status: 'done', progress: 100 }),
            chunkCount: prepared.chunkCount,
            charCount: prepared.charCount,
          });
        return true;
      }),
    );
    if (!alive) return false;
  }
  return true;
}

export async function ingestDocument(deps: IngestDeps, job: IngestJob): Promise<void> {
  const { app } = deps;
  const orgId = BigInt(job.orgId);
  let doc = await findOrgDocument(app.db, orgId, BigInt(job.documentId));
  // Deleted while it waited: nothing to do.
  if (!doc) return;
  const dataset = await findOrgDataset(app.db, orgId, doc.datasetId);
  if (!dataset) return;
  const step = (changes: Parameters<typeof updateDocument>[3]) =>
    updateDocument(app.db, orgId, doc!.id, changes);
  try {
    await step({ status: 'parsing', progress: 10, failure: null, failureDetail: '' });
    if (doc.source === 'url' && !doc.storageKey) doc = await fetchOriginal(deps, doc);
    const prepared: PackedDocument = await prepare(
      deps,
      doc,
      dataset.chunkSize,
      dataset.chunkOverlap,
    );
    await step({ status: 'indexing', progress: 60, kind: prepared.kind });
    const target = await embeddingTarget(deps, dataset);
    const stored = await writeChunks(deps, doc, prepared, Boolean(target));
    if (stored && target) {
      await embed(deps, doc, target, prepared.chunkCount);
      await step({ status: 'done', progress: 100 });
    }
    if (stored && app.database.kind === 'pglite') await refreshStatistics(app);
  } catch (error) {
    if (error instanceof DocumentFailed) {
      await step({
        status: 'failed',
        progress: 0,
        failure: error.failure,
        failureDetail: error.detail.slice(0, 500),
      });
      return;
    }
    // Marked failed now; a retry that follows starts again from `parsing`.
    await step({ status: 'failed', progress: 0, failure: 'INTERNAL', failureDetail: '' }).catch(
      () => undefined,
    );
    throw error;
  }
}
