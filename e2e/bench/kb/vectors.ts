/**
 * Search by meaning on the embedded database: 50,000 chunks with 384-dimensional vectors
 * gathered around topics (as a real model's are), the HNSW index build, nearest-neighbour
 * latency and recall against an exact scan, and hybrid retrieval (words and meaning fused).
 * The question's embedding is made here, so the figures leave out the model's own time.
 */
import type { Database } from '../../../apps/server/src/db/client';
import { vectorIndexSql } from '../../../apps/server/src/db/vector-store';
import type { Embedder } from '../../../apps/server/src/modules/knowledge/retrieval/embedder';
import type { ModelTarget } from '../../../apps/server/src/modules/models/catalog';
import { retrieve } from '../../../apps/server/src/modules/knowledge/retrieval/retrieval';
import { nearestChunks } from '../../../apps/server/src/modules/knowledge/retrieval/vectors.repo';
import { questionAbout, random } from './corpus';
import type { LoadedDataset } from './retrieval';

const DIMS = 384;
const TOPICS = 500;
const MODEL = 'bench:clustered-384';
const QUESTIONS = 200;

function normalise(v: Float64Array): number[] {
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  return Array.from(v, (x) => x / norm);
}

/** A normal deviate from a uniform source (Box–Muller). */
const gaussian = (next: () => number) =>
  Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());

function nearBy(centre: number[], spread: number, next: () => number): number[] {
  const v = new Float64Array(DIMS);
  for (let d = 0; d < DIMS; d++) v[d] = centre[d]! + spread * gaussian(next);
  return normalise(v);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (v: number) => Math.round(v * 10) / 10;
const stats = (times: number[]) => {
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
};

export async function timeVectors(
  database: Database,
  loaded: LoadedDataset,
  segment: (text: string) => string[],
  log: (line: string) => void,
) {
  const next = random(384);
  const centres = Array.from({ length: TOPICS }, () =>
    normalise(Float64Array.from({ length: DIMS }, () => gaussian(next))),
  );
  const { rows: chunks } = await database.executeSql(
    'select id::text as id, content from dataset_chunks where dataset_id = $1 order by id',
    [String(loaded.datasetId)],
  );
  const vectors = chunks.map((_, i) => nearBy(centres[i % TOPICS]!, 0.04, next));
  const started = performance.now();
  for (let i = 0; i < chunks.length; i += 1000) {
    const slice = chunks.slice(i, i + 1000);
    await database.executeSql(
      `insert into dataset_chunk_vectors (chunk_id, org_id, dataset_id, model, dims, embedding)
       select id, $2, $3, $4, ${DIMS}, embedding::vector
       from unnest($1::bigint[], $5::text[]) as v(id, embedding)
       on conflict (chunk_id) do nothing`,
      [
        slice.map((c) => String(c.id)),
        String(loaded.orgId),
        String(loaded.datasetId),
        MODEL,
        slice.map((_, j) => `[${vectors[i + j]!.join(',')}]`),
      ],
    );
  }
  const insertSeconds = round((performance.now() - started) / 1000);
  const indexStarted = performance.now();
  await database.executeSql(vectorIndexSql(DIMS));
  await database.executeSql('analyze dataset_chunk_vectors');
  const indexSeconds = round((performance.now() - indexStarted) / 1000);
  log(`vectors: ${chunks.length} stored in ${insertSeconds} s, HNSW built in ${indexSeconds} s`);

  // Questions near a stored chunk's vector; the exact top 5 is found by scanning them all.
  const asked = Array.from({ length: QUESTIONS }, () => {
    const at = Math.floor(next() * chunks.length);
    const vector = nearBy(vectors[at]!, 0.02, next);
    const text = String(chunks[at]!.content);
    return { vector, question: questionAbout(text, segment, next) };
  });
  const exactTop5 = (q: number[]) =>
    vectors
      .map((v, i) => ({ i, s: v.reduce((sum, x, d) => sum + x * q[d]!, 0) }))
      .sort((a, b) => b.s - a.s)
      .slice(0, 5)
      .map(({ i }) => String(chunks[i]!.id));

  const nearestTimes: number[] = [];
  let hits = 0;
  for (const { vector } of asked) {
    const t0 = performance.now();
    const found = await nearestChunks(
      database.db,
      loaded.orgId,
      [loaded.datasetId],
      MODEL,
      vector,
      5,
      true,
    );
    nearestTimes.push(performance.now() - t0);
    const exact = new Set(exactTop5(vector));
    hits += found.filter((c) => exact.has(String(c.chunkId))).length;
  }

  const target = { ref: MODEL } as ModelTarget;
  let current: number[] = [];
  const embedder = {
    available: true,
    iterativeScan: true,
    target: async () => target,
    embedQuestion: async () => current,
  } as unknown as Embedder;
  const hybrid = [{ id: loaded.datasetId, embeddingModel: MODEL, searchMode: 'hybrid' as const }];
  const hybridTimes: number[] = [];
  for (const { vector, question } of asked) {
    current = vector;
    const t0 = performance.now();
    const result = await retrieve(
      database.db,
      loaded.orgId,
      hybrid,
      question,
      { topK: 5, minScore: 0 },
      embedder,
    );
    hybridTimes.push(performance.now() - t0);
    if (result.vector !== 'used')
      throw new Error(`hybrid search did not use vectors: ${result.vector}`);
  }
  return {
    chunks: chunks.length,
    dims: DIMS,
    insertSeconds,
    indexSeconds,
    nearest: {
      ...stats(nearestTimes),
      recallAt5: Math.round((hits / (QUESTIONS * 5)) * 1000) / 1000,
    },
    hybrid: stats(hybridTimes),
  };
}
