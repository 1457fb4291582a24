/**
 * `npm run bench:chat-deployed` (the second half of `npm run bench:chat`): the studio as it is
 * deployed, two instances behind nginx on this machine, against a stand-in that only passes the
 * model's answer on and stores nothing (bench/chat/stand-in.ts), behind the same nginx in the same
 * run. Time to first token is measured to the model stub directly, through the studio and
 * through the stand-in: one at a time, 200 opened over a second and 200 at once. What each adds
 * to the model's own time is compared; ours must be no worse at p50 and p99 while we sign the
 * caller in and store every question and answer.
 *
 * BENCH_PORT (18780: the proxy; the instances and the stand-in take the next three),
 * BENCH_STREAMS (200). Prints a table on stderr and the JSON report on stdout.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startLlmStub } from '../../apps/server/test/llm-stub';
import { createStreamSessions, signIn } from './chat/api';
import { createBenchDatabase, deleteStreamSessions } from './chat/database';
import { makeTargets, prompt } from './chat/phases';
import { listeningPid, memoryMB } from './chat/process-stats';
import { ensureNginx, startProxy } from './chat/proxy';
import { assertPortFree, startBenchServer } from './chat/server';
import { oneAtATime, openedPerLane, versus, type Lanes, type Versus } from './chat/versus';

const PROXY_PORT = Number(process.env.BENCH_PORT ?? 18780);
const STUDIO_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
const STAND_IN_PORT = PROXY_PORT + 3;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const ONE_AT_A_TIME = Number(process.env.BENCH_ONE_AT_A_TIME ?? 100);
const log = (message: string) => process.stderr.write(`[bench:chat-deployed] ${message}\n`);
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

async function startStandIn(modelBaseUrl: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'chat/stand-in.ts'),
      String(STAND_IN_PORT),
      modelBaseUrl,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  for await (const line of createInterface({ input: child.stdout! })) if (line === 'ready') break;
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function printTable(phases: Record<string, Versus>, load: number[]) {
  const pad = (cells: (string | number)[]) =>
    cells.map((cell, i) => String(cell).padEnd(i === 0 ? 22 : 9)).join(' ');
  const lines = [
    `deployed chat — nginx → 2 instances vs nginx → stand-in; load average at start ${load.join(' ')}`,
    'added ms = lane TTFT percentile − direct TTFT percentile; ratio = ours / stand-in’s',
    pad(['', 'ours p50', 'its p50', 'ratio', 'ours p99', 'its p99', 'ratio', 'errors']),
  ];
  for (const [name, phase] of Object.entries(phases))
    lines.push(
      pad([
        name,
        phase.studio.addedMs.p50,
        phase.standIn.addedMs.p50,
        phase.ratio.p50,
        phase.studio.addedMs.p99,
        phase.standIn.addedMs.p99,
        phase.ratio.p99,
        `${phase.studio.errors}/${phase.standIn.errors}`,
      ]),
    );
  process.stderr.write(`\n${lines.join('\n')}\n\n`);
}

async function main() {
  ensureNginx();
  for (const port of [PROXY_PORT, ...STUDIO_PORTS, STAND_IN_PORT]) await assertPortFree(port);
  const loadAtStart = loadAverage();
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-deployed-'));
  createBenchDatabase();
  const stub = await startLlmStub({ chunks: 50, delayMs: 20 });
  const stops: (() => Promise<unknown>)[] = [() => stub.close()];
  try {
    // One after the other: the first migrates, the second finds the schema current.
    const instances = [];
    for (const [i, port] of STUDIO_PORTS.entries()) {
      const folder = path.join(work, `app${i + 1}`);
      mkdirSync(folder);
      const { server, logFile } = startBenchServer(port, stub.baseUrl, folder);
      const running = await server;
      stops.push(() => running.stop());
      instances.push({ url: running.url, logFile, pid: listeningPid(port) });
    }
    const standIn = await startStandIn(stub.baseUrl);
    stops.push(() => standIn.stop());
    const proxy = await startProxy(work, PROXY_PORT, STUDIO_PORTS, STAND_IN_PORT);
    stops.push(() => proxy.stop());

    // Signed in on the first instance (whose log has the code), then everything through the proxy.
    const signedIn = await signIn(instances[0]!.url, instances[0]!.logFile);
    // BENCH_STUDIO_URL (one instance's own address) takes the proxy out of the studio's lane.
    const caller = { ...signedIn, url: process.env.BENCH_STUDIO_URL ?? proxy.url };
    deleteStreamSessions(caller.userId);
    const sessions = await createStreamSessions(caller, STREAMS);
    const targets = makeTargets(stub.baseUrl, caller, sessions);
    const lanes: Lanes = {
      direct: targets.direct,
      studio: (i) => targets.server(i),
      standIn: (i) => ({
        kind: 'miaoyu',
        url: `${proxy.url}/stand-in/chat`,
        headers: {},
        body: JSON.stringify({ prompt: prompt(i) }),
      }),
    };

    log('warming up…');
    await oneAtATime(lanes, 40);
    await openedPerLane(lanes, 50, 0);
    const restMB = {
      studio: instances.map((i) => Math.round(memoryMB(i.pid).rss)),
      standIn: Math.round(memoryMB(listeningPid(STAND_IN_PORT)).rss),
    };
    log(`${ONE_AT_A_TIME} streams one at a time per lane…`);
    const phases: Record<string, Versus> = {};
    phases.oneAtATime = versus(await oneAtATime(lanes, ONE_AT_A_TIME));
    log(`${STREAMS} streams opened over one second per lane…`);
    phases.overOneSecond = versus(await openedPerLane(lanes, STREAMS, 1000 / STREAMS));
    log(`${STREAMS} streams opened at once per lane…`);
    phases.atOnce = versus(await openedPerLane(lanes, STREAMS, 0));
    deleteStreamSessions(caller.userId);

    const report = {
      bench: 'chat-deployed',
      date: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? '',
        node: process.version,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadAverage(),
      },
      setup: {
        proxy: 'nginx (Debian), deploy/nginx.conf streaming settings, upstream keepalive',
        studio: '2 instances of the server bundle, one PostgreSQL database, signed-in caller',
        standIn: 'node:http + undici, no sign-in, nothing stored (bench/chat/stand-in.ts)',
        stub: { chunks: 50, delayMs: 20 },
      },
      restRssMB: restMB,
      ...phases,
      noWorse: Object.values(phases).every((p) => p.noWorse.p50 && p.noWorse.p99),
    };
    printTable(phases, loadAtStart);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
