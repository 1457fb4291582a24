/** Loads synthetic chunks into a database and times retrieval over them. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client';
import {
  datasetChunks,
  datasetDocuments,
  datasets,
  organisations,
} from '../../../apps/server/src/db/schema';
import {
  indexTokens,
  SEGMENTER_VERSION,
} from '../../../apps/server/src/modules/knowledge/indexing/segmenter';
import { retrieve } from '../../../apps/server/src/modules/knowledge/retrieval/retrieval';
import { dictionarySampler, passage, questionAbout, random } from './corpus';

const BATCH = 1000;
/** Past this many new rows the word index is dropped and built once at the end: kept up row by
 * row (fastupdate off, ~400 words a passage) a million rows take hours, built once, minutes. */
const BULK_LOAD = 50_000;
const WORDS_INDEX =
  'create index if not exists dataset_chunks_words_idx on dataset_chunks using gin (words) with (fastupdate = false)';

export interface LoadedDataset {
  orgId: bigint;
  datasetId: bigint;
  /** Passages kept to ask questions about. */
  samples: string[];
  loadedNow: number;
  seconds: number;
}

/** A dataset named `bench <size>` holding `size` chunks; rows already there are reused. */
export async function loadDataset(
  database: Database,
  size: number,
  log: (line: string) => void,
): Promise<LoadedDataset> {
  const { db } = database;
  const name = `bench ${size}`;
  let [org] = await db.select().from(organisations).where(eq(organisations.name, name)).limit(1);
  org ??= (
    await db
      .insert(organisations)
      .values({ name, kind: 'team', code: `bench-kb-${size}` })
      .returning()
  )[0]!;
  let [dataset] = await db
    .select()
    .from(datasets)
    .where(and(eq(datasets.orgId, org.id), eq(datasets.name, name)))
    .limit(1);
  dataset ??= (
    await db
      .insert(datasets)
      .values({ orgId: org.id, name, chunkSize: 500, chunkOverlap: 50, topK: 5 })
      .returning()
  )[0]!;
  let [document] = await db
    .select()
    .from(datasetDocuments)
    .where(eq(datasetDocuments.datasetId, dataset.id))
    .limit(1);
  document ??= (
    await db
      .insert(datasetDocuments)
      .values({ orgId: org.id, datasetId: dataset.id, name, source: 'text', status: 'done' })
      .returning()
  )[0]!;
  const [have] = await db
    .select({ n: count() })
    .from(datasetChunks)
    .where(eq(datasetChunks.datasetId, dataset.id));
  const next = random(size);
  const words = dictionarySampler(next);
  const samples: string[] = [];
  const started = performance.now();
  let position = Number(have?.n ?? 0);
  const bulk = size - position > BULK_LOAD;
  if (bulk) await database.executeSql('drop index if exists dataset_chunks_words_idx');
  // The generator is replayed from the start so the samples match what is stored.
  for (let i = 0; i < size; i += BATCH) {
    const rows = [];
    for (let j = i; j < Math.min(size, i + BATCH); j++) {
      const content = passage(words, next);
      if (j % Math.ceil(size / 500) === 0) samples.push(content);
      if (j >= position) rows.push(content);
    }
    if (rows.length === 0) continue;
    await db.insert(datasetChunks).values(
      rows.map((content) => ({
        orgId: org.id,
        datasetId: dataset.id,
        documentId: document.id,
        position: position++,
        content,
        words: sql`to_tsvector('simple', ${indexTokens(content)})`,
        segmenter: SEGMENTER_VERSION,
      })),
    );
    if ((i / BATCH) % 50 === 0) log(`${name}: ${position.toLocaleString()} chunks`);
  }
  const loadedNow = position - Number(have?.n ?? 0);
  // Ingestion keeps each document's count; retrieval weighs words by it.
  await db
    .update(datasetDocuments)
    .set({ chunkCount: position })
    .where(eq(datasetDocuments.id, document.id));
  if (bulk) {
    log(`${name}: building the word index`);
    // One call, so the memory setting holds on the connection that builds.
    const memory = database.kind === 'postgres' ? "set maintenance_work_mem = '1GB'; " : '';
    await database.executeSql(`${memory}${WORDS_INDEX}`);
  }
  if (loadedNow > 0) await database.executeSql('analyze dataset_chunks');
  return {
    orgId: org.id,
    datasetId: dataset.id,
    samples,
    loadedNow,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface RetrievalTiming {
  questions: number;
  p50: number;
  p95: number;
  max: number;
  /** Share of questions whose own passage came back in the top 5. */
  foundOwnPassage: number;
}

/** Asks questions about sampled passages, one at a time, and times each retrieval. */
export async function timeRetrieval(
  database: Database,
  loaded: LoadedDataset,
  segment: (text: string) => string[],
  questions = 200,
): Promise<RetrievalTiming> {
  const next = random(7);
  const asked = Array.from({ length: questions }, (_, i) => {
    const text = loaded.samples[i % loaded.samples.length]!;
    return { text, question: questionAbout(text, segment, next) };
  });
  const byWords = [{ id: loaded.datasetId, embeddingModel: '', searchMode: 'fulltext' as const }];
  for (const { question } of asked.slice(0, 20))
    await retrieve(database.db, loaded.orgId, byWords, question, { topK: 5, minScore: 0 });
  const times: number[] = [];
  let found = 0;
  for (const { text, question } of asked) {
    const started = performance.now();
    const result = await retrieve(database.db, loaded.orgId, byWords, question, {
      topK: 5,
      minScore: 0,
    });
    times.push(performance.now() - started);
    if (result.list.some((c) => c.content === text)) found += 1;
  }
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    questions,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1)!),
    foundOwnPassage: Math.round((found / questions) * 100) / 100,
  };
}
