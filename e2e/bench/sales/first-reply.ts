/**
 * From a finished upload to the first word of a suggested reply, through the real server
 * (PostgreSQL, the model stub): upload one screenshot, read it (the background job on the OCR
 * workers), then ask for the three replies and wait for the first delta. The reading is polled
 * as the page polls it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createParser } from 'eventsource-parser';
import { startLlmStub } from '../../../apps/server/test/llm-stub';
import { callJson, signIn, type Caller } from '../chat/api';
import { createBenchDatabase } from '../chat/database';
import { assertPortFree, startBenchServer } from '../chat/server';
import { summarise, type Summary } from '../chat/stats';

const PORT = Number(process.env.BENCH_PORT ?? 18794);
// As often as the sales workspace asks (READING_POLL_MS).
const POLL_MS = Number(process.env.BENCH_SALES_POLL_MS ?? 250);

export interface FirstReply {
  rounds: number;
  pollMs: number;
  /** Upload finished → reading done (as seen by polling). */
  readMs: Summary;
  /** Reading done → first delta of a suggestion. */
  suggestTtftMs: Summary;
  /** Upload finished → first delta: the target is ≤ 1,500 ms. */
  totalMs: Summary;
}

/** Milliseconds from now until the suggestion stream's first delta. */
async function firstDelta(caller: Caller, chatId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${caller.url}/v1/saleChat/suggest`, {
    method: 'POST',
    headers: { ...caller.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id: chatId }),
  });
  if (!response.ok || !response.body) throw new Error(`suggest: ${response.status}`);
  let at = -1;
  const parser = createParser({
    onEvent: (event) => {
      if (at < 0 && event.event === 'delta') at = performance.now() - started;
      if (event.event === 'error') throw new Error(`suggest error: ${event.data}`);
    },
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read())
    parser.feed(decoder.decode(part.value, { stream: true }));
  if (at < 0) throw new Error('no delta');
  return at;
}

export async function firstReplyBench(
  images: string[],
  log: (line: string) => void,
): Promise<FirstReply> {
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-sales-'));
  await assertPortFree(PORT);
  createBenchDatabase();
  const stub = await startLlmStub({ chunks: 20, delayMs: 10 });
  const { server: starting, logFile } = startBenchServer(PORT, stub.baseUrl, work, {
    JOBS_POLL_INTERVAL_MS: '2000',
  });
  const server = await starting;
  try {
    const caller = await signIn(server.url, logFile, '13800000001');
    const orgId = String((await callJson(caller, 'GET', '/v1/user/info')).orgId);
    const helper = await callJson(caller, 'POST', `/v1/orgs/${orgId}/helpers`, {
      name: '基准销售助手',
      kind: 'sale',
      instruction: '你是一名耐心的销售顾问。',
    });
    const read: number[] = [];
    const ttft: number[] = [];
    const total: number[] = [];
    // The first round warms the OCR threads up and is not counted.
    for (const [round, file] of [images[0]!, ...images].entries()) {
      const chat = await callJson(caller, 'POST', '/v1/saleChat', {
        helperId: String(helper.id),
        customerName: `基准客户 ${round}`,
      });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(readFileSync(file))]), path.basename(file));
      const uploaded = await fetch(`${caller.url}/v1/saleChat/pic?id=${String(chat.id)}`, {
        method: 'POST',
        headers: caller.headers,
        body: form,
      });
      if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      await uploaded.arrayBuffer();
      const started = performance.now();
      await callJson(caller, 'POST', '/v1/saleChat/getChatByPic', { id: String(chat.id) });
      for (;;) {
        const now = (await callJson(caller, 'GET', `/v1/saleChat/${String(chat.id)}`)) as {
          reading: { state: string; error: string | null };
        };
        if (now.reading.state === 'failed') throw new Error(`reading failed: ${now.reading.error}`);
        if (now.reading.state === 'done') break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const readAt = performance.now() - started;
      const first = await firstDelta(caller, String(chat.id));
      if (round === 0) continue;
      read.push(readAt);
      ttft.push(first);
      total.push(readAt + first);
    }
    const report = {
      rounds: total.length,
      pollMs: POLL_MS,
      readMs: summarise(read),
      suggestTtftMs: summarise(ttft),
      totalMs: summarise(total),
    };
    log(
      `upload → first reply token: p50 ${report.totalMs.p50} ms, p95 ${report.totalMs.p95} ms ` +
        `(reading p50 ${report.readMs.p50} ms, suggestion ttft p50 ${report.suggestTtftMs.p50} ms)`,
    );
    return report;
  } finally {
    await server.stop();
    await stub.close();
    rmSync(work, { recursive: true, force: true });
  }
}
