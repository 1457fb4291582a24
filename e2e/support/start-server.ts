import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

let bundleChecked = process.env.E2E_SERVER_BUILT === '1';

/**
 * The server bundle, built when its sources changed (a second or so when they did not). The
 * browser tests' run.sh builds it once before Playwright's workers start and says so.
 */
function ensureServerBundle() {
  if (bundleChecked) return;
  const build = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['tools/build.ts', '--only', 'server'],
    // Its lines go to stderr: a benchmark's stdout carries only its report.
    { cwd: root, stdio: ['ignore', 2, 2] },
  );
  if (build.status !== 0) throw new Error('the server bundle did not build');
  bundleChecked = true;
}

/** Starts the real server (PGlite in `dataDir`, demo seed) and waits until it is ready. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  webDist: string;
  logFile: string;
  /** Extra environment, e.g. a model provider stub. */
  env?: Record<string, string>;
  /**
   * As `npm start` runs it on a fresh machine: development, no model, no Redis, the demo seed
   * and the default limits; only where it listens and keeps its data are set.
   */
  asNpmStart?: boolean;
}): Promise<RunningServer> {
  ensureServerBundle();
  const url = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: options.asNpmStart ? npmStartEnv(options) : testEnv(options),
      stdio: ['ignore', log, log],
    },
  );
  // A busy shared machine can take longer than a minute: `E2E_READY_TIMEOUT_MS` allows more.
  const deadline = Date.now() + Number(process.env.E2E_READY_TIMEOUT_MS ?? 60_000);
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early; see ${options.logFile}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left behind holding the port: the next run would test this stale server.
      server.kill('SIGTERM');
      throw new Error(`server did not become ready; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

type ServerOptions = Parameters<typeof startServer>[0];

/** The browser tests' server: production, the console SMS provider, limits sized for many specs. */
function testEnv(options: ServerOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    WEB_DIST: options.webDist,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    // Off by default in production; the platform spec checks Swagger UI under its headers.
    API_DOCS: 'true',
    APP_SECRET: 'e2e-secret-0123456789abcdef',
    // People in the browser tests read their codes from the server log.
    SMS_CONSOLE_IN_PRODUCTION: 'true',
    ...options.env,
    // PGlite unless the caller asks for PostgreSQL (the chat benchmark uses its own database).
    DATABASE_URL: options.env?.DATABASE_URL ?? '',
    REDIS_URL: '',
    // Every simulated person shares 127.0.0.1 and the demo phones sign in from many specs:
    // the limits stay on (a short resend wait still shows the countdown), sized for that.
    SMS_RESEND_SECONDS: '5',
    SMS_PHONE_HOURLY_LIMIT: '1000',
    SMS_IP_HOURLY_LIMIT: '100000',
    LOGIN_IP_PER_MINUTE: '100000',
  };
}

/** Settings a developer's shell or CI may carry that would change what `npm start` does. */
const NOT_DEFAULT =
  /^(NODE_ENV|DATABASE_URL|REDIS_URL|OPENAI_|LLM_|SMS_|LOG_|SEED_DEMO|APP_SECRET)/;

function npmStartEnv(options: ServerOptions): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !NOT_DEFAULT.test(name));
  return {
    ...Object.fromEntries(inherited),
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    WEB_DIST: options.webDist,
    ...options.env,
  };
}
