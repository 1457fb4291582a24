/**
 * The production stack, started and used on this machine with no image registry: PostgreSQL 15
 * and Redis 7 (Debian's), a small S3 server and an OpenAI-compatible model (deploy/stack/*.mjs),
 * the one-shot migration, two app instances and nginx with deploy/nginx.conf, the way
 * compose.yaml wires them (same service names, secrets, health checks and order).
 * Then, through nginx: readiness, sign-in, a streamed answer, documents indexed and searched, a
 * chat screenshot read, a rolling restart of both instances under load, and one instance killed
 * mid-answer while the other closes its answers. Prints a JSON
 * summary; exits 1 on any failure. Containers and the network are removed; the images stay for
 * the next run.
 *
 *   node_modules/.bin/tsx deploy/stack/smoke.ts [--no-build] [--keep-on-failure]
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { indexDocuments, readSaleScreenshot, signIn, streamAnswer } from './checks';
import { killMidAnswer } from './instance-kill';
import { rollingRestart } from './rolling';
import { must, Stack, waitFor, type ServiceSpec } from './podman';

const HERE = import.meta.dirname;
const APP_IMAGE = 'localhost/miaoyu-studio:latest';
const SERVICES_IMAGE = 'localhost/miaoyu-services:latest';
const secret = () => randomBytes(24).toString('hex');
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * The apps' warnings and errors (pino levels 40 and up), counted by message, and the warnings a
 * library printed past the logger (pdfjs's begin with "Warning: ").
 */
function logProblems(logs: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of logs.split('\n')) {
    if (!line.startsWith('{')) {
      const key = line.startsWith('Warning: ') ? `stray: ${line.slice(0, 100)}` : '';
      if (key) counts[key] = (counts[key] ?? 0) + 1;
      continue;
    }
    const entry = JSON.parse(line) as { level?: number; msg?: string };
    if ((entry.level ?? 0) < 40) continue;
    const key = `${entry.level === 40 ? 'warn' : 'error'}: ${entry.msg}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const summary: Record<string, unknown> = { ok: false };
const steps: Record<string, number> = {};
let clock = performance.now();
/** Records the seconds since the last step under `name`. */
function step(name: string) {
  const now = performance.now();
  steps[name] = seconds(now - clock);
  clock = now;
  process.stderr.write(`[smoke] ${name}: ${steps[name]} s\n`);
}

function buildImages() {
  const build = spawnSync(path.join(HERE, '..', 'build-image.sh'), ['--services'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`build-image.sh exited ${build.status}`);
}

// Secrets as an operator's .env holds them: random, none a known default.
const db = { user: 'miaoyu', password: secret(), name: 'miaoyu' };
const redisPassword = secret();
const s3 = { bucket: 'miaoyu', key: `smoke${randomBytes(6).toString('hex')}`, secret: secret() };
const modelKey = secret();

const APP_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  APP_SECRET: secret(),
  DATABASE_URL: `postgres://${db.user}:${db.password}@postgres:5432/${db.name}`,
  REDIS_URL: `redis://:${redisPassword}@redis:6379`,
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY_ID: s3.key,
  S3_SECRET_ACCESS_KEY: s3.secret,
  S3_FORCE_PATH_STYLE: 'true',
  TRUST_PROXY: 'true',
  SMS_PROVIDER: 'console',
  SMS_CONSOLE_IN_PRODUCTION: 'true',
  OPENAI_BASE_URL: 'http://model:8000/v1',
  OPENAI_API_KEY: modelKey,
  LLM_MODEL: 'stub-model,stub-model-slow',
  // The rolling restart asks far more than a person would in a minute.
  CHAT_RATE_PER_MINUTE: '100000',
  // As compose.yaml: answers get most of the 30 s stop grace period to finish.
  SHUTDOWN_TIMEOUT_MS: '25000',
  LLM_ALLOWED_HOSTS: 'model:8000',
};

/** PostgreSQL as the pgvector image runs it: a fresh cluster, a password, then the server. */
const POSTGRES_START = `set -e
bin=/usr/lib/postgresql/15/bin
install -d -o postgres -g postgres -m 700 /pgdata
printf '%s' "$POSTGRES_PASSWORD" > /tmp/pw && chown postgres /tmp/pw
as_pg() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
as_pg $bin/initdb -D /pgdata -U "$POSTGRES_USER" --pwfile=/tmp/pw -E UTF8 --locale=C.UTF-8 \\
  --auth-local=trust --auth-host=scram-sha-256 >/dev/null
rm /tmp/pw
echo "host all all 0.0.0.0/0 scram-sha-256" >> /pgdata/pg_hba.conf
echo "CREATE DATABASE $POSTGRES_DB" | as_pg $bin/postgres --single -D /pgdata postgres >/dev/null
exec setpriv --reuid=postgres --regid=postgres --init-groups $bin/postgres -D /pgdata \\
  -c listen_addresses='*' -c unix_socket_directories=/tmp`;

const node = (name: string, script: string, env: Record<string, string>): ServiceSpec => ({
  name,
  image: APP_IMAGE,
  entrypoint: 'node',
  args: [`/stack/${script}`],
  mounts: { [HERE]: '/stack' },
  env,
});

/** A fetch run inside a container of the network, as a healthcheck or init job would. */
const fetchIn = (url: string, init = '{}') =>
  `fetch(${JSON.stringify(url)}, ${init}).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))`;

/** Longer than nginx.conf's proxy_connect_timeout plus a request's way to the other instance. */
const OLD_WORKER_REQUEST_GRACE_MS = 2_500;

/** The proxy's workers that take new connections (a reload's old ones say "is shutting down"). */
async function acceptingWorkers(stack: Stack): Promise<string[]> {
  const list = `for p in /proc/[0-9]*; do
    [ "$(tr '\\0' ' ' < "$p/cmdline" 2>/dev/null)" = 'nginx: worker process ' ] && echo "\${p#/proc/}"
  done; true`;
  const { stdout } = await stack.exec('proxy', ['sh', '-c', list]);
  return stdout.split('\n').filter(Boolean);
}

/**
 * `main.js backup` as compose.yaml's backup service runs it: the image's pg_dump against the
 * running database, the files from the bucket. Skipped while this build has no such command.
 */
async function backupOnce(stack: Stack): Promise<string> {
  const spec = { name: 'backup', image: APP_IMAGE, env: APP_ENV, args: ['backup'] };
  try {
    await stack.runOnce(spec);
    return 'ok';
  } catch (error) {
    if (/Unknown command "backup"/.test(String(error)))
      return 'skipped: no backup command in this build';
    throw error;
  }
}

async function main() {
  const started = performance.now();
  if (!process.argv.includes('--no-build')) {
    buildImages();
    step('images');
  }
  summary.imageSizeMB = Math.round(
    Number(await must(['image', 'inspect', '--format', '{{.Size}}', APP_IMAGE])) / 1e6,
  );
  const stack = new Stack(`miaoyu-smoke-${process.pid}`);
  // Interrupted (tsx passes a Ctrl-C on, so it may come twice), it still removes what it started.
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      void stack.remove(false).finally(() => process.exit(130));
    });
  let failed = true;
  try {
    clock = performance.now();
    const stackStart = clock;
    await stack.createNetwork();
    await Promise.all([
      stack.start({
        name: 'postgres',
        image: SERVICES_IMAGE,
        entrypoint: 'sh',
        args: ['-c', POSTGRES_START],
        env: { POSTGRES_USER: db.user, POSTGRES_PASSWORD: db.password, POSTGRES_DB: db.name },
      }),
      stack.start({
        name: 'redis',
        image: SERVICES_IMAGE,
        entrypoint: 'redis-server',
        user: 'redis',
        args: ['--requirepass', redisPassword, '--appendonly', 'yes', '--dir', '/tmp'],
      }),
      stack.start(node('minio', 's3-server.mjs', { PORT: '9000', S3_ACCESS_KEY_ID: s3.key })),
      stack.start(node('model', 'llm-server.mjs', { PORT: '8000', OPENAI_API_KEY: modelKey })),
    ]);
    await Promise.all([
      waitFor('postgres', async () => {
        const probe = ['pg_isready', '-q', '-h', '/tmp', '-U', db.user, '-d', db.name];
        return (await stack.exec('postgres', probe)).code === 0;
      }),
      waitFor('redis', async () => {
        const ping = await stack.exec('redis', [
          'redis-cli',
          '--no-auth-warning',
          '-a',
          redisPassword,
          'ping',
        ]);
        return ping.stdout.trim() === 'PONG';
      }),
      waitFor(
        'minio',
        async () =>
          (await stack.exec('minio', ['node', '-e', fetchIn('http://127.0.0.1:9000/health')]))
            .code === 0,
      ),
      waitFor(
        'model',
        async () =>
          (await stack.exec('model', ['node', '-e', fetchIn('http://127.0.0.1:8000/health')]))
            .code === 0,
      ),
    ]);
    step('backing services healthy');
    // compose.yaml's minio-init: the bucket, made once (here with a signed-looking PUT, not mc).
    const auth = `AWS4-HMAC-SHA256 Credential=${s3.key}/20260101/us-east-1/s3/aws4_request`;
    await stack.runOnce({
      name: 'minio-init',
      image: APP_IMAGE,
      entrypoint: 'node',
      args: [
        '-e',
        fetchIn(
          `http://minio:9000/${s3.bucket}`,
          JSON.stringify({ method: 'PUT', headers: { authorization: auth } }),
        ),
      ],
    });
    await stack.runOnce({ name: 'migrate', image: APP_IMAGE, args: ['migrate'], env: APP_ENV });
    step('bucket and migration');
    const app = (name: string): ServiceSpec => ({
      name,
      image: APP_IMAGE,
      env: APP_ENV,
      stopTimeoutSeconds: 30,
    });
    await Promise.all([stack.start(app('app1')), stack.start(app('app2'))]);
    // The image's own HEALTHCHECK command, run where compose would run it.
    const healthy = async (name: string) =>
      (await stack.exec(name, ['node', '-e', fetchIn('http://127.0.0.1:8080/readyz')])).code === 0;
    // The model answers inside its own container before the apps can always reach it by name
    // over the network (two CI runs timed out on the first answer's connection); compose's
    // order waits for the same from where the apps are.
    const reachesModel = async (name: string) =>
      (
        await stack.exec(name, [
          'node',
          '-e',
          `fetch('http://model:8000/health', { signal: AbortSignal.timeout(3000) })` +
            `.then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))`,
        ])
      ).code === 0;
    await Promise.all([
      waitFor('app1', () => healthy('app1'), 90_000),
      waitFor('app2', () => healthy('app2'), 90_000),
      waitFor('app1 to model', () => reachesModel('app1'), 60_000),
      waitFor('app2 to model', () => reachesModel('app2'), 60_000),
    ]);
    step('apps ready');
    await stack.start({
      name: 'proxy',
      image: SERVICES_IMAGE,
      entrypoint: 'nginx',
      args: ['-g', 'daemon off;'],
      mounts: { [path.join(HERE, '..', 'nginx.conf')]: '/etc/nginx/nginx.conf' },
      publish: 80,
    });
    const url = await stack.address('proxy', 80);
    await waitFor(
      'proxy /readyz',
      async () => (await fetch(`${url}/readyz`)).status === 200,
      30_000,
    );
    step('proxy ready');
    const own = await fetch(`${url}/nginx-health`);
    if (own.status !== 200) throw new Error(`nginx's own health check: ${own.status}`);
    summary.secondsToReady = seconds(performance.now() - stackStart);

    const page = await fetch(`${url}/`);
    if (page.status !== 200 || !(await page.text()).includes('<div id="root">'))
      throw new Error(`the web app is not served: ${page.status}`);
    const readLogs = async () => (await stack.logs('app1')) + (await stack.logs('app2'));
    const me = await signIn(url, '13900000001', readLogs);
    step('sign-in');
    summary.chat = await streamAnswer(me, '你好，容器');
    step('streamed answer');
    summary.knowledge = await indexDocuments(me);
    step('documents indexed');
    summary.screenshot = await readSaleScreenshot(me);
    step('screenshot read');
    summary.backup = await backupOnce(stack);
    step('backup');

    summary.appLogProblems = logProblems(await readLogs());
    // An upgrade's rolling restart under load: app1 drains and comes back, then app2, while
    // 50 requests a second arrive and 20 answers are always streaming.
    const restart = async (name: string) => {
      const exitCode = await stack.stop(name, 30);
      if (exitCode !== 0) throw new Error(`${name} exited ${exitCode} on SIGTERM`);
      await stack.startAgain(name);
      await waitFor(name, () => healthy(name), 90_000);
      // nginx resolved the instances' addresses when it started. A reload is only signalled:
      // until the old workers stop taking connections they still count the restarted instance
      // as failed, and stopping the next one then leaves them no instance at all (a 502).
      const oldWorkers = await acceptingWorkers(stack);
      await stack.exec('proxy', ['nginx', '-s', 'reload']);
      await waitFor(
        'proxy reload',
        async () => {
          const workers = await acceptingWorkers(stack);
          return workers.length > 0 && workers.every((pid) => !oldWorkers.includes(pid));
        },
        10_000,
        100,
      );
      // An old worker's request taken just before the reload may still try the restarted
      // instance's old address (proxy_connect_timeout, 1 s) and then the other instance: the
      // next stop waits until no such request can be left.
      await sleep(OLD_WORKER_REQUEST_GRACE_MS);
    };
    summary.rollingRestart = await rollingRestart(me, {
      requestsPerSecond: 50,
      openStreams: 20,
      restart,
      services: ['app1', 'app2'],
    });
    step('rolling restart under load');
    // Last, since app1 stays down: the proxy sends everything to app2 from then on.
    summary.killMidAnswer = await killMidAnswer(me, {
      streams: 6,
      kill: () => stack.kill('app1'),
    });
    step('kill -9 mid-answer');
    failed = false;
    summary.ok = true;
  } finally {
    const keep = failed && process.argv.includes('--keep-on-failure');
    if (!keep) await stack.remove(failed);
    summary.steps = steps;
    summary.totalSeconds = seconds(performance.now() - started);
  }
}

main()
  .catch((error: unknown) => {
    summary.error = error instanceof Error ? error.message : String(error);
    process.exitCode = 1;
  })
  .finally(() => {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  });
