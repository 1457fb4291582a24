/**
 * `npm run bench:sales`: the sales assistant's benchmarks on one corpus rendered in Chromium:
 * reading accuracy and speed (in this process), then the time from an upload to the first word
 * of a suggested reply through the real server. Prints one JSON report.
 * `BENCH_SALES_OCR_WORKERS` sets how many lines are read at once,
 * `BENCH_SALES_SEED` another corpus of the same kind.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { accuracyBench } from './accuracy';
import { renderCorpus } from './corpus';
import { firstReplyBench } from './first-reply';

const load = () =>
  os
    .loadavg()
    .map((l) => Math.round(l * 100) / 100)
    .join(' ');
const log = (line: string) => process.stderr.write(`[bench:sales] ${line} (load ${load()})\n`);

const corpus = await renderCorpus();
const loadBefore = load();
const accuracy = await accuracyBench({
  poolSize: Number(process.env.BENCH_SALES_OCR_WORKERS ?? 1),
  corpus,
});
// BENCH_SALES_READING_ONLY=1: the reading figures alone, without the server round trip.
const firstReply = process.env.BENCH_SALES_READING_ONLY
  ? null
  : await firstReplyBench(
      corpus.images.slice(0, 10).map((image) => image.file),
      log,
    );
await rm(corpus.dir, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({ loadBefore, loadAfter: load(), accuracy, firstReply }, null, 2)}\n`,
);
