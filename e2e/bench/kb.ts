/**
 * `npm run bench:kb`: the knowledge base's ingestion throughput and retrieval latency. Prints one
 * JSON report on stdout and lines on stderr, each phase with the load average.
 *
 * - Ingestion: Markdown, text, docx and pdf files made here, parsed, cut and segmented on one
 *   core (MB of text per second).
 * - Retrieval: synthetic Chinese passages (jieba's dictionary with its word frequencies), and
 *   questions written as people write them, at 100,000 and 1,000,000 chunks on PostgreSQL (its
 *   own database, `miaoyu_bench_kb`, filled on the first run and reused) and 100,000 on PGlite.
 *   `BENCH_KB_SIZES` (e.g. `100000`) limits the PostgreSQL sizes; `BENCH_KB_PGLITE=0` skips PGlite,
 *   `BENCH_KB_PGLITE_SIZE` (default 100000) sets its size.
 * - Many small files: 24 short Markdown files uploaded together to the real server, on PGlite
 *   and PostgreSQL (`BENCH_KB_FILES_DATABASES`), timed until every one is done, a few rounds
 *   (`BENCH_KB_FILES_ROUNDS`, default 3).
 * - Chat while ingesting: time to first token through the real server, idle and while 100 MB
 *   of Markdown is indexed.
 *
 * - Vectors: 50,000 chunks with 384-dimensional vectors on PGlite: the HNSW build, nearest
 *   neighbours (latency, recall@5 against an exact scan) and hybrid retrieval.
 *
 * `BENCH_KB_PHASES` (default `ingestion,files,ttft,retrieval,vectors`) chooses the phases to run.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { openPglite, openPostgres } from '../../apps/server/src/db/client';
import { ingestionThroughput } from './kb/ingestion';
import { manyFiles } from './kb/many-files';
import { loadDataset, timeRetrieval } from './kb/retrieval';
import { ttftDuringIngestion } from './kb/ttft';
import { timeVectors } from './kb/vectors';

const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'miaoyu_bench_kb';
const SIZES = (process.env.BENCH_KB_SIZES ?? '100000,1000000').split(',').map(Number);
const PGLITE_SIZE = Number(process.env.BENCH_KB_PGLITE_SIZE ?? 100_000);
const PHASES = new Set(
  (process.env.BENCH_KB_PHASES ?? 'ingestion,files,ttft,retrieval,vectors').split(','),
);
const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const log = (line: string) =>
  process.stderr.write(`[bench:kb] ${line} (load ${load().join(' ')})\n`);

function ensureDatabase() {
  const psql = (sql: string) =>
    execFileSync('psql', [`${PG_SERVER}/postgres`, '-X', '-q', '-At', '-c', sql], {
      encoding: 'utf8',
    }).trim();
  if (!psql(`select 1 from pg_database where datname = '${DB_NAME}'`))
    psql(`create database ${DB_NAME}`);
}

async function main() {
  const report: Record<string, unknown> = { loadAtStart: load(), cpus: os.cpus().length };
  const jieba = Jieba.withDict(dict);
  const segment = (text: string) => jieba.cut(text, true);

  if (PHASES.has('ingestion')) {
    const ingestion = await ingestionThroughput(log);
    for (const r of ingestion)
      log(`ingest ${r.kind}: ${r.textMB} MB text in ${r.seconds} s = ${r.textMBps} MB/s`);
    report.ingestion = ingestion;
  }
  if (PHASES.has('files')) report.manyFiles = await manyFiles(log);
  if (PHASES.has('ttft')) report.chatDuringIngestion = await ttftDuringIngestion(log);
  if (PHASES.has('retrieval')) await retrievalPhase(report, segment);
  if (PHASES.has('vectors')) report.vectors = await vectorPhase(segment);
  report.loadAtEnd = load();
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

async function retrievalPhase(
  report: Record<string, unknown>,
  segment: (text: string) => string[],
) {
  ensureDatabase();
  const postgres = await openPostgres(`${PG_SERVER}/${DB_NAME}`, 5);
  const retrieval: Record<string, unknown>[] = [];
  try {
    for (const size of SIZES) {
      const loaded = await loadDataset(postgres, size, log);
      if (loaded.loadedNow > 0)
        log(`postgres ${size}: loaded ${loaded.loadedNow} chunks in ${loaded.seconds} s`);
      const timing = await timeRetrieval(postgres, loaded, segment);
      log(
        `postgres ${size.toLocaleString()} chunks: p50 ${timing.p50} ms, p95 ${timing.p95} ms, max ${timing.max} ms, own passage in top 5: ${timing.foundOwnPassage}`,
      );
      retrieval.push({ database: 'postgresql', chunks: size, ...timing, load: load() });
    }
  } finally {
    await postgres.close();
  }
  if (process.env.BENCH_KB_PGLITE !== '0') {
    const pglite = await openPglite('memory://');
    try {
      const loaded = await loadDataset(pglite, PGLITE_SIZE, log);
      log(`pglite: loaded ${loaded.loadedNow} chunks in ${loaded.seconds} s`);
      const timing = await timeRetrieval(pglite, loaded, segment);
      log(
        `pglite ${PGLITE_SIZE.toLocaleString()} chunks: p50 ${timing.p50} ms, p95 ${timing.p95} ms, max ${timing.max} ms, own passage in top 5: ${timing.foundOwnPassage}`,
      );
      retrieval.push({ database: 'pglite', chunks: PGLITE_SIZE, ...timing, load: load() });
    } finally {
      await pglite.close();
    }
  }
  report.retrieval = retrieval;
}

/** Meaning on the embedded database (this machine's PostgreSQL has no pgvector). */
async function vectorPhase(segment: (text: string) => string[]) {
  const pglite = await openPglite('memory://');
  try {
    const loaded = await loadDataset(pglite, 50_000, log);
    const timing = await timeVectors(pglite, loaded, segment, log);
    log(
      `pglite vectors ${timing.chunks.toLocaleString()} × ${timing.dims}: nearest p50 ${timing.nearest.p50} ms, p95 ${timing.nearest.p95} ms, recall@5 ${timing.nearest.recallAt5}; hybrid p50 ${timing.hybrid.p50} ms, p95 ${timing.hybrid.p95} ms`,
    );
    return { database: 'pglite', ...timing, load: load() };
  } finally {
    await pglite.close();
  }
}

await main();
