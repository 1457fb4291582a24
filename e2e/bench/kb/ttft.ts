/**
 * Chat while a large upload is indexed: the real server (PostgreSQL, the model stub) answers
 * chat questions one after another, first idle, then while 100 MB of Markdown is parsed, segmented
 * and indexed, and the time to first token is compared.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLlmStub } from '../../../apps/server/test/llm-stub';
import { callJson, createStreamSessions, signIn, type Caller } from '../chat/api';
import { createBenchDatabase, deleteStreamSessions } from '../chat/database';
import { makeTargets } from '../chat/phases';
import { assertPortFree, startBenchServer } from '../chat/server';
import { summarise, type Summary } from '../chat/stats';
import { stream } from '../chat/streams';
import { dictionarySampler, passage, random } from './corpus';

const PORT = Number(process.env.BENCH_PORT ?? 18792);
const FILES = 20;
const FILE_MB = 5;
const IDLE_QUESTIONS = 400;
const DATASET = 'bench ttft';

export interface TtftDuringIngestion {
  uploadedMB: number;
  files: number;
  ingestSeconds: number;
  chunks: number;
  idleTtftMs: Summary;
  duringTtftMs: Summary;
  /** During ÷ idle, at p50 and p95 (1.1 = 10% worse). */
  ratio: { p50: number; p95: number };
}

/** A Markdown file of about `mb` MB of Chinese sections. */
function markdownFile(index: number, mb: number): Buffer {
  const next = random(1000 + index);
  const words = dictionarySampler(next);
  const parts: string[] = [`# 基准资料 ${index}`];
  let bytes = 0;
  for (let section = 1; bytes < mb * 1024 * 1024; section++) {
    const text = `## 第 ${section} 节\n\n${passage(words, next, 400)}\n\n${passage(words, next, 300)}`;
    parts.push(text);
    bytes += Buffer.byteLength(text);
  }
  return Buffer.from(parts.join('\n\n'));
}

async function freshDataset(caller: Caller, orgId: string): Promise<string> {
  const { list } = (await callJson(caller, 'GET', `/v1/orgs/${orgId}/datasets`)) as {
    list: { id: string; name: string }[];
  };
  for (const old of list.filter((d) => d.name === DATASET))
    await callJson(caller, 'DELETE', `/v1/orgs/${orgId}/datasets/${old.id}`);
  return String(
    (await callJson(caller, 'POST', `/v1/orgs/${orgId}/datasets`, { name: DATASET })).id,
  );
}

export async function ttftDuringIngestion(
  log: (line: string) => void,
): Promise<TtftDuringIngestion> {
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-kb-'));
  await assertPortFree(PORT);
  createBenchDatabase();
  // Short answers, so that a few thousand questions are timed during the ingestion and the p95
  // is not the tenth-slowest of two hundred.
  const stub = await startLlmStub({ chunks: 3, delayMs: 20 });
  const { server: starting, logFile } = startBenchServer(PORT, stub.baseUrl, work);
  const server = await starting;
  try {
    // The demo owner: managing a knowledge base takes an owner or admin.
    const caller = await signIn(server.url, logFile, '13800000001');
    const orgId = String((await callJson(caller, 'GET', '/v1/user/info')).orgId);
    deleteStreamSessions(caller.userId);
    const targets = makeTargets(stub.baseUrl, caller, await createStreamSessions(caller, 20));
    const ask = async (i: number) => (await stream(targets.server(i))).ttftMs;

    for (let i = 0; i < 20; i++) await ask(i);
    const idle: number[] = [];
    for (let i = 0; i < IDLE_QUESTIONS; i++) idle.push(await ask(i));
    log(`chat idle: ttft p50 ${summarise(idle).p50} ms, p95 ${summarise(idle).p95} ms`);

    const datasetId = await freshDataset(caller, orgId);
    const files = Array.from({ length: FILES }, (_, i) => markdownFile(i, FILE_MB));
    const uploadedMB = Math.round(files.reduce((n, f) => n + f.length, 0) / 1024 / 1024);
    const documentsUrl = `/v1/orgs/${orgId}/datasets/${datasetId}/documents`;
    const started = performance.now();
    for (const [i, bytes] of files.entries()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), `资料${i}.md`);
      const response = await fetch(`${server.url}${documentsUrl}`, {
        method: 'POST',
        headers: caller.headers,
        body: form,
      });
      if (!response.ok) throw new Error(`upload ${i}: ${response.status} ${await response.text()}`);
    }
    log(`uploaded ${uploadedMB} MB in ${FILES} files; asking while they are indexed…`);

    const during: number[] = [];
    let settled = false;
    let chunks = 0;
    const watch = (async () => {
      while (!settled) {
        const { list } = (await callJson(
          caller,
          'GET',
          `${documentsUrl}?folderId=all&limit=100`,
        )) as {
          list: { status: string; chunkCount: number }[];
        };
        const failed = list.filter((d) => d.status === 'failed').length;
        if (failed > 0) throw new Error(`${failed} documents failed`);
        settled = list.every((d) => d.status === 'done');
        chunks = list.reduce((n, d) => n + d.chunkCount, 0);
        if (!settled) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    for (let i = 0; !settled; i++) during.push(await ask(i));
    await watch;
    const ingestSeconds = Math.round((performance.now() - started) / 100) / 10;
    const idleTtftMs = summarise(idle);
    const duringTtftMs = summarise(during.filter(Number.isFinite));
    const ratio = {
      p50: Math.round((duringTtftMs.p50 / idleTtftMs.p50) * 100) / 100,
      p95: Math.round((duringTtftMs.p95 / idleTtftMs.p95) * 100) / 100,
    };
    log(
      `chat during ingestion (${ingestSeconds} s, ${chunks} chunks): ttft p50 ${duringTtftMs.p50} ms, p95 ${duringTtftMs.p95} ms (×${ratio.p50} / ×${ratio.p95} of idle)`,
    );
    await callJson(caller, 'DELETE', `/v1/orgs/${orgId}/datasets/${datasetId}`);
    return { uploadedMB, files: FILES, ingestSeconds, chunks, idleTtftMs, duringTtftMs, ratio };
  } finally {
    await server.stop();
    await stub.close();
    rmSync(work, { recursive: true, force: true });
  }
}
