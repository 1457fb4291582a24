/**
 * `npm run bench:chat`: the streaming chat path under load, in one run. A local OpenAI-compatible
 * stub (50 chunks, 20 ms apart) runs in this process with the load generator; the real server
 * runs in its own process on a dedicated PostgreSQL database (`miaoyu_bench`). Prints one JSON
 * report on stdout and a readable table on stderr:
 *
 * - time to first token, direct to the stub and through the server, one stream at a time,
 *   200 streams opened over one second, and 200 opened at once (the server's overhead);
 * - 1,000 concurrent streams: errors, the server's peak RSS and CPU seconds;
 * - message pages of sessions among 1,000,000 stored messages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { startLlmStub } from '../../apps/server/test/llm-stub';
import { createStreamSessions, signIn } from './chat/api';
import {
  createBenchDatabase,
  deleteStreamSessions,
  messageCount,
  query,
  seedMessagePages,
  STREAM_TITLE,
} from './chat/database';
import { concurrent, makeTargets, opened, pages, sequential } from './chat/phases';
import { listeningPid, memoryMB, metered } from './chat/process-stats';
import { assertPortFree, startBenchServer } from './chat/server';
import { printTable } from './chat/table';

// Away from the e2e ports (87xx, stubs at +1000) that other runs on this machine use.
const PORT = Number(process.env.BENCH_PORT ?? 18791);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 1000);
const PAGE_GETS = Number(process.env.BENCH_PAGE_GETS ?? 500);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => process.stderr.write(`[bench:chat] ${message}\n`);

const LOAD_AT_START = os.loadavg().map((l) => Math.round(l * 100) / 100);

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-chat-'));
  await assertPortFree(PORT);
  createBenchDatabase();
  const stub = await startLlmStub({ chunks: 50, delayMs: 20 });
  const { server: starting, logFile } = startBenchServer(PORT, stub.baseUrl, work);
  const server = await starting;
  try {
    const pid = listeningPid(PORT);
    const caller = await signIn(server.url, logFile);
    log(`server pid ${pid}; message pages: 1,000,000 stored messages (written on the first run)…`);
    const seedStarted = performance.now();
    const seeded = seedMessagePages(caller.userId);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    deleteStreamSessions(caller.userId);
    const sessions = await createStreamSessions(caller, CONCURRENT);
    const targets = makeTargets(stub.baseUrl, caller, sessions);

    log('warming up…');
    await sequential(targets, 40);
    await opened(targets, 50, 0);
    // The server's own background CPU (timers, GC) with no requests, to read the phases against.
    const idle = await metered(pid, () => sleep(5000).then(() => ({})));

    log(`${STREAMS} streams one at a time…`);
    const oneAtATime = await metered(pid, () => sequential(targets, STREAMS));
    log(`${STREAMS} streams opened over one second…`);
    const overOneSecond = await metered(pid, () => opened(targets, STREAMS, 1000 / STREAMS));
    log(`${STREAMS} streams opened at once…`);
    const atOnce = await metered(pid, () => opened(targets, STREAMS, 0));
    log(`${CONCURRENT} concurrent streams (stub-model-slow: 50 chunks 200 ms apart)…`);
    const manyStreams = await metered(pid, () =>
      concurrent(targets, CONCURRENT, pid, 'env:stub-model-slow'),
    );
    const answerStates = query(`
      select m.state || ':' || count(*) from chat_messages m join chat_sessions s on s.id = m.session_id
      where s.user_id = ${caller.userId} and s.title like '${STREAM_TITLE}%' and m.role = 'assistant'
      group by m.state order by 1;`).split('\n');
    log(`message pages (${PAGE_GETS} GETs each)…`);
    const messagePages = {
      storedMessages: messageCount(),
      seededNow: seeded.seededNow,
      seedSeconds,
      ...(await metered(pid, () => pages(caller, seeded.sessionIds, PAGE_GETS))),
    };

    const cpus = os.cpus();
    const report = {
      bench: 'chat',
      date: new Date().toISOString(),
      machine: {
        cores: cpus.length,
        cpu: cpus[0]?.model ?? '',
        memoryGB: Math.round(os.totalmem() / 2 ** 30),
        loadAverageAtStart: LOAD_AT_START,
        loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
        node: process.version,
        postgres: query('show server_version;'),
      },
      setup: {
        stub: { chunks: 50, delayMs: 20, slowDelayMs: 200 },
        server: { databasePoolSize: 20, logLevel: 'info', process: 'node, the server bundle' },
        ttft: 'request sent → first content delta (stub: first data chunk with text; server: first `event: delta`)',
        overhead:
          'server percentile − direct percentile; pairedOverheadMs: percentiles of per-request differences (sequential only)',
      },
      targets: {
        oneAtATimeOverheadP50Ms: 3,
        overOneSecondOverheadP50Ms: 5,
        overOneSecondOverheadP99Ms: 30,
        concurrentErrors: 0,
        messagePageP99Ms: 20,
      },
      oneAtATime,
      overOneSecond,
      atOnce,
      concurrent: { ...manyStreams, answerStates },
      messagePages,
      serverPeakRssSinceStartMB: Math.round(memoryMB(pid).hwm),
      serverIdleCpuPercent: Math.round((idle.cpuSeconds.server / idle.cpuSeconds.wall) * 1000) / 10,
      machineBusyWhileIdlePercent: Math.round(
        (idle.cpuSeconds.wholeMachine / idle.cpuSeconds.wall / os.cpus().length) * 100,
      ),
    };
    deleteStreamSessions(caller.userId);
    printTable(report);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await server.stop();
    await stub.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
