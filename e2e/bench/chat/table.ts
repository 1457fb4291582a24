import type { Comparison } from './phases';
import type { Summary } from './stats';

interface Cpu {
  cpuSeconds: { wall: number; server: number; benchProcess: number; wholeMachine: number };
}

interface Report {
  machine: { cores: number; node: string; postgres: string; loadAverageAtStart: number[] };
  oneAtATime: Comparison & Cpu;
  overOneSecond: Comparison & Cpu;
  atOnce: Comparison & Cpu;
  concurrent: Cpu & {
    streams: number;
    peakOpenStreams: number;
    errors: number;
    serverTtftMs: Summary;
    server: { startRssMB: number; peakRssMB: number; cpuSeconds: number; wallSeconds: number };
  };
  messagePages: {
    storedMessages: number;
    firstPageMs: Summary;
    deeperPagesMs: Summary;
    firstPage10InFlightMs: Summary;
  };
}

const pad = (cells: (string | number)[]) =>
  cells.map((cell, i) => String(cell).padEnd(i === 0 ? 26 : 8)).join(' ');

/** The figures as a readable table on stderr (stdout carries only the JSON). */
export function printTable(report: Report) {
  const { machine } = report;
  const lines = [
    `chat benchmark — ${machine.cores} cores, node ${machine.node}, ` +
      `PostgreSQL ${machine.postgres}, load average at start ${machine.loadAverageAtStart.join(' ')}`,
    '',
    'TTFT ms: direct (stub) / server / overhead (server − direct); hdrs = server response headers;',
    'CPU s during the phase: server process, bench process (stub + load), whole machine, wall time',
    pad(['', 'dir p50', 'srv p50', 'ovh p50', 'dir p99', 'srv p99', 'ovh p99', 'errors']) +
      pad(['', 'hdrs p50', 'hdrs p99', 'cpu srv', 'cpu bench', 'cpu all', 'wall']).slice(26),
  ];
  const rows: [string, Comparison & Cpu][] = [
    ['one stream at a time', report.oneAtATime],
    ['opened over one second', report.overOneSecond],
    ['opened at once', report.atOnce],
  ];
  for (const [name, c] of rows)
    lines.push(
      pad([
        `${c.streams} ${name}`,
        c.directTtftMs.p50,
        c.serverTtftMs.p50,
        c.overheadMs.p50,
        c.directTtftMs.p99,
        c.serverTtftMs.p99,
        c.overheadMs.p99,
        c.errors.direct + c.errors.server,
        c.serverHeadersMs.p50,
        c.serverHeadersMs.p99,
        c.cpuSeconds.server,
        c.cpuSeconds.benchProcess,
        c.cpuSeconds.wholeMachine,
        c.cpuSeconds.wall,
      ]),
    );
  const paired = report.oneAtATime.pairedOverheadMs;
  if (paired)
    lines.push(
      `  one at a time, paired per request: overhead p50 ${paired.p50}, p99 ${paired.p99}`,
    );
  const c = report.concurrent;
  lines.push(
    '',
    `${c.streams} concurrent streams: peak open ${c.peakOpenStreams}, errors ${c.errors}, ` +
      `TTFT p50 ${c.serverTtftMs.p50} / p99 ${c.serverTtftMs.p99} ms`,
    `  server RSS ${c.server.startRssMB} → peak ${c.server.peakRssMB} MB, ` +
      `CPU ${c.server.cpuSeconds} s in ${c.server.wallSeconds} s ` +
      `(whole machine ${c.cpuSeconds.wholeMachine} s, bench ${c.cpuSeconds.benchProcess} s)`,
  );
  const p = report.messagePages;
  lines.push('', pad(['message page (ms)', 'p50', 'p95', 'p99', 'max', 'n']));
  for (const [name, s] of [
    ['first page', p.firstPageMs],
    ['deeper pages', p.deeperPagesMs],
    ['first page, 10 in flight', p.firstPage10InFlightMs],
  ] as const)
    lines.push(pad([name, s.p50, s.p95, s.p99, s.max, s.n]));
  lines.push(`  (${p.storedMessages.toLocaleString('en')} stored messages)`);
  process.stderr.write(`${lines.join('\n')}\n`);
}
