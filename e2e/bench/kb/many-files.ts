/**
 * Many small files at once: the real server, on PGlite and on PostgreSQL, is sent 24 short
 * Markdown files together, and the time until every one is `done` is measured, a few rounds on
 * one server (the first includes starting the parsing threads).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../support/start-server';
import { callJson, signIn, type Caller } from '../chat/api';
import { PG_SERVER } from '../chat/database';
import { assertPortFree } from '../chat/server';
import { dictionarySampler, passage, random } from './corpus';

const PORT = Number(process.env.BENCH_PORT ?? 18793);
const FILES = 24;
const ROUNDS = Number(process.env.BENCH_KB_FILES_ROUNDS ?? 3);
const DB_NAME = 'miaoyu_bench_kb_files';

export interface ManyFilesRound {
  /** Until the last upload was answered. */
  uploadedSeconds: number;
  /** Until every document was done, from the first upload. */
  doneSeconds: number;
  load: number[];
}

export interface ManyFiles {
  database: 'pglite' | 'postgresql';
  files: number;
  bytesEach: number;
  rounds: ManyFilesRound[];
}

const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;

/** A short notice of one section, about 1 KB, different in every file. */
function smallFiles(round: number): Buffer[] {
  const next = random(500 + round);
  const words = dictionarySampler(next);
  return Array.from({ length: FILES }, (_, i) =>
    Buffer.from(`# 门店说明 ${round}-${i}\n\n## 服务\n\n${passage(words, next, 150)}\n`),
  );
}

async function uploadAll(caller: Caller, documentsUrl: string, files: Buffer[]) {
  await Promise.all(
    files.map(async (bytes, i) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), `说明${i}.md`);
      const response = await fetch(`${caller.url}${documentsUrl}`, {
        method: 'POST',
        headers: caller.headers,
        body: form,
      });
      if (!response.ok) throw new Error(`upload ${i}: ${response.status} ${await response.text()}`);
    }),
  );
}

async function untilDone(caller: Caller, documentsUrl: string) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { list } = (await callJson(caller, 'GET', `${documentsUrl}?folderId=all&limit=100`)) as {
      list: { status: string }[];
    };
    if (list.some((d) => d.status === 'failed')) throw new Error('a document failed');
    if (list.length === FILES && list.every((d) => d.status === 'done')) return;
    if (Date.now() > deadline) throw new Error('documents not done in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(database: ManyFiles['database'], log: (line: string) => void) {
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-files-'));
  const logFile = path.join(work, 'server.log');
  await assertPortFree(PORT);
  const env: Record<string, string> = { LOG_LEVEL: 'info' };
  if (database === 'postgresql') {
    const psql = (sql: string) =>
      execFileSync('psql', [`${PG_SERVER}/postgres`, '-X', '-q', '-c', sql], { stdio: 'ignore' });
    psql(`drop database if exists ${DB_NAME} with (force)`);
    psql(`create database ${DB_NAME}`);
    env.DATABASE_URL = `${PG_SERVER}/${DB_NAME}`;
  }
  const server = await startServer({
    port: PORT,
    dataDir: path.join(work, 'data'),
    webDist: path.join(work, 'no-web'),
    logFile,
    env,
  });
  try {
    const caller = await signIn(server.url, logFile, '13800000001');
    const orgId = String((await callJson(caller, 'GET', '/v1/user/info')).orgId);
    const result: ManyFiles = { database, files: FILES, bytesEach: 0, rounds: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const dataset = await callJson(caller, 'POST', `/v1/orgs/${orgId}/datasets`, {
        name: `bench files ${round}`,
      });
      const documentsUrl = `/v1/orgs/${orgId}/datasets/${String(dataset.id)}/documents`;
      const files = smallFiles(round);
      result.bytesEach = Math.round(files.reduce((n, f) => n + f.length, 0) / FILES);
      const started = performance.now();
      await uploadAll(caller, documentsUrl, files);
      const uploadedSeconds = seconds(started);
      await untilDone(caller, documentsUrl);
      const entry = { uploadedSeconds, doneSeconds: seconds(started), load: load() };
      result.rounds.push(entry);
      log(
        `${database}: ${FILES} files of ~${result.bytesEach} B, round ${round}: uploaded in ${entry.uploadedSeconds} s, all done in ${entry.doneSeconds} s`,
      );
    }
    return result;
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
    if (database === 'postgresql')
      execFileSync(
        'psql',
        [
          `${PG_SERVER}/postgres`,
          '-X',
          '-q',
          '-c',
          `drop database if exists ${DB_NAME} with (force)`,
        ],
        { stdio: 'ignore' },
      );
  }
}

export async function manyFiles(log: (line: string) => void): Promise<ManyFiles[]> {
  const databases = (process.env.BENCH_KB_FILES_DATABASES ?? 'pglite,postgresql').split(',');
  const results: ManyFiles[] = [];
  for (const database of databases as ManyFiles['database'][])
    results.push(await measure(database, log));
  return results;
}
