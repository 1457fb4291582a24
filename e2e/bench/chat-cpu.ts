/**
 * `tsx bench/chat-cpu.ts`: only the server's CPU per 50-chunk answer, the chat bench's
 * "200 opened at once" phase repeated, without the minutes of one-at-a-time streams and the
 * message pages (so a profile, with BENCH_CPU_PROF, holds little but answers). Same server,
 * stub and database as `bench:chat`. Prints one JSON report on stdout.
 *
 * BENCH_STREAMS (200) answers per round, BENCH_ROUNDS (5), BENCH_PORT (18792), BENCH_CHUNKS (50:
 * chunks per answer; 1 leaves the fixed cost of a question alone).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { startLlmStub } from '../../apps/server/test/llm-stub';
import { createStreamSessions, signIn } from './chat/api';
import { createBenchDatabase, deleteStreamSessions } from './chat/database';
import { makeTargets } from './chat/phases';
import { cpuSeconds, listeningPid, machineBusySeconds } from './chat/process-stats';
import { assertPortFree, startBenchServer } from './chat/server';
import { round } from './chat/stats';
import { openStreams } from './chat/streams';

const PORT = Number(process.env.BENCH_PORT ?? 18792);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => os.loadavg().map((l) => round(l));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-cpu-'));
  await assertPortFree(PORT);
  createBenchDatabase();
  const stub = await startLlmStub({ chunks: CHUNKS, delayMs: 20 });
  const { server: starting, logFile } = startBenchServer(PORT, stub.baseUrl, work);
  const server = await starting;
  const loadAtStart = load();
  try {
    const pid = listeningPid(PORT);
    const caller = await signIn(server.url, logFile);
    deleteStreamSessions(caller.userId);
    const targets = makeTargets(stub.baseUrl, caller, await createStreamSessions(caller, STREAMS));
    const all = async () => {
      const results = await openStreams(STREAMS, 0, (i) => targets.server(i));
      const failed = results.filter((r) => !r.ok);
      if (failed.length) throw new Error(`${failed.length} streams failed: ${failed[0]!.error}`);
    };
    await all(); // warm-up: JIT, pools, prepared plans

    // The server's own CPU with nothing to do (timers, GC), per second, to read the rounds against.
    const idleStart = cpuSeconds(pid);
    await sleep(3000);
    const idlePerSecond = (cpuSeconds(pid) - idleStart) / 3;

    const rounds = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      await sleep(500);
      const cpu = cpuSeconds(pid);
      const machine = machineBusySeconds();
      const started = performance.now();
      await all();
      const wall = (performance.now() - started) / 1000;
      const server = cpuSeconds(pid) - cpu;
      rounds.push({
        wallSeconds: round(wall),
        serverCpuSeconds: round(server),
        cpuMsPerAnswer: round((server * 1000) / STREAMS),
        idleAdjustedMsPerAnswer: round(((server - idlePerSecond * wall) * 1000) / STREAMS),
        machineBusyPercent: Math.round(
          ((machineBusySeconds() - machine) / wall / os.cpus().length) * 100,
        ),
        load: load(),
      });
    }
    deleteStreamSessions(caller.userId);
    const report = {
      bench: 'chat-cpu',
      date: new Date().toISOString(),
      node: process.version,
      cores: os.cpus().length,
      streamsPerRound: STREAMS,
      chunksPerAnswer: CHUNKS,
      loadAtStart,
      serverIdleCpuMsPerSecond: round(idlePerSecond * 1000),
      medianCpuMsPerAnswer: median(rounds.map((r) => r.cpuMsPerAnswer)),
      medianIdleAdjustedMsPerAnswer: median(rounds.map((r) => r.idleAdjustedMsPerAnswer)),
      rounds,
      loadAtEnd: load(),
    };
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
