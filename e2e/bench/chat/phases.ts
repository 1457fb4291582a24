import type { Caller } from './api';
import { getPage } from './api';
import { watchProcess } from './process-stats';
import { round, summarise, type Summary } from './stats';
import { openStreams, peakOverlap, stream, type StreamResult, type StreamTarget } from './streams';

/** The same question, sent to the model stub directly or to our server (which calls the stub). */
export interface Targets {
  direct(index: number): StreamTarget;
  server(index: number, model?: string): StreamTarget;
}

/** The benchmark's question number `i`. */
export const prompt = (i: number) => `基准测试问题 ${i}：请简单介绍一下流式输出的好处。`;

export function makeTargets(stubBaseUrl: string, caller: Caller, sessions: string[]): Targets {
  return {
    direct: (i) => ({
      kind: 'openai',
      url: `${stubBaseUrl}/chat/completions`,
      headers: { authorization: 'Bearer sk-bench-stub' },
      body: JSON.stringify({
        model: 'stub-model',
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'user', content: prompt(i) }],
      }),
    }),
    server: (i, model) => ({
      kind: 'miaoyu',
      url: `${caller.url}/v1/chat/users/${caller.userId}/sessions/${sessions[i % sessions.length]}/completions`,
      headers: caller.headers,
      body: JSON.stringify({
        prompt: prompt(i),
        options: { usingContext: true, ...(model ? { model } : {}) },
      }),
    }),
  };
}

const ttfts = (results: StreamResult[]) => results.filter((r) => r.ok).map((r) => r.ttftMs);
const failures = (results: StreamResult[]) => results.filter((r) => !r.ok);

export interface Comparison {
  streams: number;
  directTtftMs: Summary;
  serverTtftMs: Summary;
  /** Until our server's response headers: session, model and stored question, before the model call. */
  serverHeadersMs: Summary;
  /** Server percentile minus direct percentile (each distribution on its own). */
  overheadMs: { p50: number; p95: number; p99: number };
  /** Percentiles of server − direct for request i of each (sequential runs pair them). */
  pairedOverheadMs?: Summary;
  errors: { direct: number; server: number; samples: string[] };
}

function compare(direct: StreamResult[], server: StreamResult[], paired: boolean): Comparison {
  const d = summarise(ttfts(direct));
  const s = summarise(ttfts(server));
  const bad = [...failures(direct), ...failures(server)];
  return {
    streams: server.length,
    directTtftMs: d,
    serverTtftMs: s,
    serverHeadersMs: summarise(server.filter((r) => r.ok).map((r) => r.headersMs)),
    overheadMs: { p50: round(s.p50 - d.p50), p95: round(s.p95 - d.p95), p99: round(s.p99 - d.p99) },
    ...(paired
      ? {
          pairedOverheadMs: summarise(
            server.map((r, i) => r.ttftMs - direct[i]!.ttftMs).filter(Number.isFinite),
          ),
        }
      : {}),
    errors: {
      direct: failures(direct).length,
      server: failures(server).length,
      samples: bad.slice(0, 3).map((r) => r.error ?? ''),
    },
  };
}

/** One stream at a time, direct and through the server alternately (order swapped each pair). */
export async function sequential(targets: Targets, count: number): Promise<Comparison> {
  const direct: StreamResult[] = [];
  const server: StreamResult[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % 2 === 0) {
      direct.push(await stream(targets.direct(i)));
      server.push(await stream(targets.server(i)));
    } else {
      server.push(await stream(targets.server(i)));
      direct.push(await stream(targets.direct(i)));
    }
  }
  return compare(direct, server, true);
}

/** `count` streams opened `gapMs` apart (0: at once): first all direct, then all through the server. */
export async function opened(targets: Targets, count: number, gapMs: number): Promise<Comparison> {
  const direct = await openStreams(count, gapMs, targets.direct);
  const server = await openStreams(count, gapMs, (i) => targets.server(i));
  return compare(direct, server, false);
}

/** Many long streams open at once on the one server process: errors, memory and CPU. */
export async function concurrent(targets: Targets, count: number, pid: number, model: string) {
  const watch = watchProcess(pid);
  const results = await openStreams(count, 0, (i) => targets.server(i, model));
  const usage = watch.stop();
  const bad = failures(results);
  return {
    streams: count,
    model,
    peakOpenStreams: peakOverlap(results),
    errors: bad.length,
    errorSamples: bad.slice(0, 3).map((r) => r.error ?? ''),
    deltasPerStream: summarise(results.map((r) => r.deltas)).p50,
    serverTtftMs: summarise(ttfts(results)),
    serverHeadersMs: summarise(results.filter((r) => r.ok).map((r) => r.headersMs)),
    streamDurationMs: summarise(results.filter((r) => r.ok).map((r) => r.totalMs)),
    server: usage,
  };
}

/** Message pages of the seeded sessions: the first page, and pages further back (offset 10–990). */
export async function pages(caller: Caller, sessionIds: string[], count: number) {
  const pick = () => sessionIds[Math.floor(Math.random() * sessionIds.length)]!;
  for (let i = 0; i < 50; i += 1) await getPage(caller, pick(), 0); // warm-up
  const first: number[] = [];
  for (let i = 0; i < count; i += 1) first.push(await getPage(caller, pick(), 0));
  const deeper: number[] = [];
  for (let i = 0; i < count; i += 1)
    deeper.push(await getPage(caller, pick(), 10 * (1 + Math.floor(Math.random() * 99))));
  // Ten callers at a time, to see the page under some parallel load too.
  const parallel: number[] = [];
  const worker = async () => {
    for (let i = 0; i < count / 10; i += 1) parallel.push(await getPage(caller, pick(), 0));
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return {
    firstPageMs: summarise(first),
    deeperPagesMs: summarise(deeper),
    firstPage10InFlightMs: summarise(parallel),
  };
}
