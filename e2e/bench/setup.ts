/**
 * `npm run bench:setup`: what a newcomer waits for after `npm install`. Prints one JSON report on
 * stdout and lines on stderr, each with the load average (this machine is shared: wall times
 * grow with the load; CPU seconds much less so).
 *
 * - web: `npm start`'s build step when the built app is up to date (the stamp check), and with
 *   `BENCH_SETUP_BUILD=1` a full build.
 * - first start: the server on a fresh data folder (PGlite's initdb, migrations, demo seed) until
 *   /readyz answers, wall and CPU time; then the same steps timed one by one in this process.
 * - restart: the server again on the same folder.
 *
 * `BENCH_SETUP_PORT` (default 8916) is the port the server listens on.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { timeStartSteps } from './setup/steps';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_SETUP_PORT ?? 8916);
const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const log = (line: string) =>
  process.stderr.write(`[bench:setup] ${line} (load ${load().join(' ')})\n`);
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

function timeCommand(args: string[]) {
  const started = performance.now();
  const run = spawnSync(args[0]!, args.slice(1), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed`);
  return seconds(performance.now() - started);
}

/** Starts the server as `npm start` does (node running the bundle), until /readyz answers. */
async function timeStart(dataDir: string) {
  const started = performance.now();
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_FORMAT: 'json',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const loadAtStart = load();
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error('the server exited before it was ready');
      const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      wallSeconds: seconds(performance.now() - started),
      cpuSeconds: cpuSecondsOf(server.pid!),
      loadAtStart,
      loadAtReady: load(),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function main() {
  const report: Record<string, unknown> = {
    loadAtStart: load(),
    cpus: os.cpus().length,
    node: process.version,
  };
  log('build: checking whether the web app and the server bundle are up to date');
  report.buildStampCheckSeconds = timeCommand(['node', '--import', 'tsx', 'tools/build.ts']);
  if (process.env.BENCH_SETUP_BUILD === '1') {
    log('build: full build');
    report.buildSeconds = timeCommand(['node', '--import', 'tsx', 'tools/build.ts', '--force']);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'miaoyu-bench-setup-'));
  try {
    log('first start on a fresh data folder');
    report.firstStart = await timeStart(dataDir);
    log(`first start: ${JSON.stringify(report.firstStart)}`);
    log('restart on the same folder');
    report.restart = await timeStart(dataDir);
    log(`restart: ${JSON.stringify(report.restart)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  log('first start, step by step, in this process');
  report.firstStartSteps = await timeStartSteps(log);
  report.loadAtEnd = load();
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
