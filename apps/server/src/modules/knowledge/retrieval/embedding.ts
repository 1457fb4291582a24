/**
 * Turning text into vectors for a dataset: which embedding model it uses (one of its
 * organisation's, or the platform's), and the calls, batched, through the model gateway.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import { embedTexts, EMBEDDING_BATCH } from '../../../plugins/llm/openai-embeddings';
import { loadModelCatalog } from '../../models';
import { embeddingText, type Embedder } from './embedder';
import { documentChunkTexts, saveVectors } from './vectors.repo';

/** A question is embedded while somebody waits; a batch of chunks may take longer. */
const QUESTION_TIMEOUT_MS = 10_000;
const BATCH_TIMEOUT_MS = 60_000;

/** Keyed by the open database: modules see their own (encapsulated) app instances. */
const embedders = new WeakMap<object, Embedder>();

/** The app's embedder, made by whichever module asks first. */
export function embedderFor(app: FastifyInstance, config: Config): Embedder {
  let embedder = embedders.get(app.database);
  if (!embedder) {
    embedder = createEmbedder(app, config);
    embedders.set(app.database, embedder);
  }
  return embedder;
}

function createEmbedder(app: FastifyInstance, config: Config): Embedder {
  const { available, version } = app.database.vectors;
  const [major = 0, minor = 0] = (version ?? '').split('.').map(Number);
  const catalog = (orgId: bigint) => loadModelCatalog(app.db, config, app.llm.box, orgId);
  return {
    available,
    iterativeScan: available && (major > 0 || minor >= 8),
    async target(orgId, ref) {
      if (!ref) return null;
      return (await catalog(orgId)).embeddings.find((t) => t.ref === ref) ?? null;
    },
    async capabilities(orgId) {
      const { embeddings } = await catalog(orgId);
      return {
        vectorSearch: available,
        embeddingModels: embeddings.map((t) => ({
          ref: t.ref,
          model: t.model,
          providerName: t.providerName,
          source: t.checkHost ? ('org' as const) : ('environment' as const),
        })),
      };
    },
    async embedQuestion(target, question) {
      const [vector] = await embedTexts(target, [question], app.llm.limits, QUESTION_TIMEOUT_MS);
      return vector!;
    },
    embedTexts(target, texts) {
      return embedTexts(target, texts, app.llm.limits, QUESTION_TIMEOUT_MS);
    },
    async embedDocument(orgId, document, target, total, progress) {
      let after = 0n;
      let done = 0;
      for (;;) {
        // Gives way to questions waiting for their first words (see lib/foreground).
        await app.foreground.idle(250);
        const chunks = await documentChunkTexts(app.db, orgId, document.id, after, EMBEDDING_BATCH);
        if (chunks.length === 0) return;
        const vectors = await embedTexts(
          target,
          chunks.map(embeddingText),
          app.llm.limits,
          BATCH_TIMEOUT_MS,
        );
        const rows = chunks.map((chunk, i) => ({ chunkId: chunk.id, vector: vectors[i]! }));
        await saveVectors(app.db, orgId, document.datasetId, target.ref, rows);
        after = chunks.at(-1)!.id;
        done += chunks.length;
        await progress(Math.min(1, done / Math.max(1, total)));
      }
    },
  };
}
