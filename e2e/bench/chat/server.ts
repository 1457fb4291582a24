import net from 'node:net';
import path from 'node:path';
import { startServer } from '../../support/start-server';
import { BENCH_DATABASE_URL } from './database';

/** A directory for a CPU profile of the server (`--cpu-prof`), written when it stops. */
const CPU_PROF = process.env.BENCH_CPU_PROF;

/**
 * The real server as the chat benchmarks measure it: PostgreSQL with a pool of 20, `info` logs
 * (the console SMS provider logs the sign-in code at info), the chat rate limit lifted, the
 * stub as the operator's model service.
 */
export function startBenchServer(
  port: number,
  stubBaseUrl: string,
  work: string,
  extraEnv: Record<string, string> = {},
) {
  const logFile = path.join(work, 'server.log');
  const server = startServer({
    port,
    dataDir: path.join(work, 'data'),
    webDist: path.join(work, 'no-web'),
    logFile,
    env: {
      DATABASE_URL: BENCH_DATABASE_URL,
      DATABASE_POOL_SIZE: '20',
      CHAT_RATE_PER_MINUTE: '1000000',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      OPENAI_BASE_URL: stubBaseUrl,
      OPENAI_API_KEY: 'sk-bench-stub',
      LLM_MODEL: 'stub-model,stub-model-slow',
      APP_SECRET: 'bench-secret-0123456789abcdef',
      ...extraEnv,
      ...(CPU_PROF
        ? {
            NODE_OPTIONS: `--import=${path.join(import.meta.dirname, 'cpu-profile.mjs')}`,
            BENCH_CPU_PROF_DIR: path.resolve(CPU_PROF),
          }
        : {}),
    },
  });
  return { server, logFile };
}

/** Another server already on the port would answer /readyz and be measured instead of ours. */
export async function assertPortFree(port: number) {
  const busy = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (busy) throw new Error(`port ${port} is in use: set BENCH_PORT to a free port`);
}
