/**
 * `npm run bench:helpers`: the public square with 10,000 public helpers on PostgreSQL, through
 * the real server: the first page of cards (most used, newest, one category) and searches as
 * people type them. Prints one JSON report on stdout and lines on stderr with the load average.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchDatabase, query } from './chat/database';
import { assertPortFree, startBenchServer } from './chat/server';
import { summarise } from './chat/stats';
import { dictionarySampler, random } from './kb/corpus';

const PORT = Number(process.env.BENCH_PORT ?? 18793);
const HELPERS = 10_000;
const ROUNDS = 300;
const CODE_PREFIX = 'bh';
const CATEGORIES = ['电商', '教育', '金融', '医疗', '旅游', '法律', '招聘', '房产', '汽车', '餐饮'];

const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const log = (line: string) =>
  process.stderr.write(`[bench:helpers] ${line} (load ${load().join(' ')})\n`);
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** 10,000 public helpers of the demo organisation, made once and kept between runs. */
function fillHelpers(): string[] {
  const next = random(7);
  const words = dictionarySampler(next);
  const phrase = (n: number) => Array.from({ length: n }, () => words.pick()).join('');
  const have = Number(query(`select count(*) from helpers where code like '${CODE_PREFIX}%';`));
  const searchWords = Array.from({ length: 50 }, () => words.pick());
  if (have === HELPERS) return searchWords;
  query(`delete from helpers where code like '${CODE_PREFIX}%';`);
  const [orgId, authorId] = query(
    `select o.id, m.user_id from organisations o join org_members m on m.org_id = o.id
       where m.role = 'owner' order by o.id limit 1;`,
  ).split('|');
  for (let start = 0; start < HELPERS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, k) => {
      const i = start + k;
      const code = `${CODE_PREFIX}${String(i).padStart(8, '0')}`;
      const tags = JSON.stringify([words.pick(), words.pick()]);
      return `(${orgId}, ${authorId}, '${code}', 'service', ${quote(phrase(3))},
        ${quote(phrase(20))}, 10, 5, 0, 'public', ${quote(CATEGORIES[i % CATEGORIES.length]!)},
        ${quote(tags)}::jsonb, ${Math.floor(next() * 5000)})`;
    });
    query(`insert into helpers (org_id, author_id, code, kind, name, description, context_size,
      top_k, min_score, visibility, category, tags, use_count) values ${rows.join(',\n')};`);
  }
  // As autovacuum would have by now on a server with this many helpers.
  query('analyze helpers; analyze organisations; analyze users;');
  return searchWords;
}

async function time(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function main() {
  await assertPortFree(PORT);
  createBenchDatabase();
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-helpers-'));
  const { server: starting } = startBenchServer(PORT, 'http://127.0.0.1:9/v1', work, {
    PUBLIC_RATE_PER_MINUTE: '1000000',
  });
  const server = await starting;
  try {
    const searchWords = fillHelpers();
    const base = `${server.url}/v1/public/helpers`;
    const cases: Record<string, (i: number) => string> = {
      'first page, most used': () => base,
      'first page, newest': () => `${base}?sort=newest`,
      'first page of a category': (i) =>
        `${base}?category=${encodeURIComponent(CATEGORIES[i % CATEGORIES.length]!)}`,
      'search as people type (one word)': (i) =>
        `${base}?keyword=${encodeURIComponent(searchWords[i % searchWords.length]!)}`,
      'search as people type (one character)': (i) =>
        `${base}?keyword=${encodeURIComponent(searchWords[i % searchWords.length]!.slice(0, 1))}`,
    };
    const report: Record<string, unknown> = { helpers: HELPERS, loadAtStart: load() };
    for (const [name, url] of Object.entries(cases)) {
      for (let i = 0; i < 30; i++) await time(url(i));
      const samples: number[] = [];
      for (let i = 0; i < ROUNDS; i++) samples.push(await time(url(i)));
      const summary = summarise(samples);
      report[name] = summary;
      log(`${name}: p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms`);
    }
    report.loadAtEnd = load();
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
