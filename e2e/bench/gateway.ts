/**
 * `tsx bench/gateway.ts`: CPU of the model gateway alone (`streamModel`), per 50-chunk answer.
 * The stub runs in a child process; this process only streams answers and reads its own CPU
 * (process.cpuUsage: every thread, GC included). Prints one JSON line per case on stdout.
 *
 * BENCH_ANSWERS (1000) answers per case, BENCH_IN_FLIGHT (200) at a time, STUB_DELAY_MS (20)
 * between chunks (as in the chat bench, so each chunk arrives in a read of its own).
 * BENCH_GATEWAY_MODULE names another module exporting `streamModel`, to compare an older gateway.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { OutboundGuard } from '../../apps/server/src/lib/outbound/fetch';
import type { GatewayLimits, GatewayPart } from '../../apps/server/src/plugins/llm/gateway';
import type { ModelTarget } from '../../apps/server/src/modules/models/catalog';

type StreamModel = (
  target: ModelTarget,
  messages: { role: 'user'; content: string }[],
  upstream: AbortController,
  limits: GatewayLimits,
) => AsyncGenerator<GatewayPart>;

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 1000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 200);
const GATEWAY = pathToFileURL(
  path.resolve(
    process.env.BENCH_GATEWAY_MODULE ??
      path.join(import.meta.dirname, '../../apps/server/src/plugins/llm/gateway.ts'),
  ),
).href;

async function startStub() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'gateway/stub.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  const lines = createInterface({ input: child.stdout });
  const [url] = (await once(lines, 'line')) as [string];
  return { url, stop: () => child.kill('SIGTERM') };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function run(
  streamModel: StreamModel,
  target: ModelTarget,
  limits: GatewayLimits,
  n: number,
) {
  let next = 0;
  let deltas = 0;
  let errors = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      try {
        const messages = [
          { role: 'user' as const, content: `基准测试问题 ${i}：流式输出的好处？` },
        ];
        for await (const part of streamModel(target, messages, new AbortController(), limits))
          if (part.type === 'delta') deltas += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, n) }, worker));
  const used = process.cpuUsage(cpu);
  return {
    answers: n,
    errors,
    deltasPerAnswer: round(deltas / n, 1),
    wallSeconds: round((performance.now() - started) / 1000),
    cpuMsPerAnswer: round((used.user + used.system) / 1000 / n, 3),
    userMsPerAnswer: round(used.user / 1000 / n, 3),
    systemMsPerAnswer: round(used.system / 1000 / n, 3),
  };
}

async function main() {
  const stub = await startStub();
  const { streamModel } = (await import(GATEWAY)) as { streamModel: StreamModel };
  const outbound = new OutboundGuard({ allowedHosts: new Set([new URL(stub.url).host]) });
  const limits: GatewayLimits = { connectTimeoutMs: 10_000, idleTimeoutMs: 30_000, outbound };
  const target = (checkHost: boolean): ModelTarget => ({
    ref: 'env:stub-model',
    model: 'stub-model',
    providerName: 'stub',
    baseUrl: `${stub.url}/v1`,
    apiKey: 'sk-bench',
    vision: false,
    contextSize: 8192,
    checkHost,
  });
  try {
    for (const checkHost of [false, true]) {
      await run(streamModel, target(checkHost), limits, Math.min(ANSWERS, 200)); // warm-up
      const result = await run(streamModel, target(checkHost), limits, ANSWERS);
      const load = os.loadavg().map((l) => round(l));
      const fetcher = checkHost ? 'guarded fetch' : 'global fetch';
      process.stdout.write(
        `${JSON.stringify({ gateway: GATEWAY, fetch: fetcher, inFlight: IN_FLIGHT, ...result, load })}\n`,
      );
    }
  } finally {
    await outbound.close();
    stub.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
