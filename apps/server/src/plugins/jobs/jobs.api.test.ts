import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { openPostgres, type Database } from '../../db/client';
import { DATABASE_KINDS, openTestDatabase, testsOn } from '../../../test/databases';
import { JobQueue } from './queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${ms} ms`);
    await sleep(100);
  }
}

/** An app on `database` that keeps it open when the app closes (a restart, not a wipe). */
async function appOn(database: Database, define: (app: App) => void, pollMs = 500) {
  const config = testConfig({ LOG_LEVEL: 'silent', JOBS_POLL_INTERVAL_MS: String(pollMs) });
  const app = await buildApp(config, { database: { ...database, close: async () => {} } });
  define(app);
  await app.ready();
  return app;
}

describe.each(DATABASE_KINDS)('background jobs on %s', (kind) => {
  const databases: Database[] = [];
  const open = async () => {
    const database = await openTestDatabase(kind);
    databases.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of databases) await database.close();
  });

  it('a job that outlives stop reports back to a closed database without an error', async () => {
    const database = await openTestDatabase(kind);
    let calls = 0;
    const watched: Database = {
      ...database,
      executeSql: async (text, values) => {
        try {
          return await database.executeSql(text, values);
        } finally {
          calls += 1;
        }
      },
    };
    const failures: unknown[] = [];
    const unhandled = (error: unknown) => failures.push(error);
    process.on('unhandledRejection', unhandled);
    const queue = new JobQueue(watched, {
      pollIntervalMs: 500,
      onError: (error) => failures.push(error),
      stopGraceMs: 100,
    });
    let running = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    queue.define({
      name: 'test.outlives-stop',
      run: async () => {
        running = true;
        await held;
      },
    });
    try {
      await queue.start();
      await queue.send('test.outlives-stop', {});
      await until(async () => running, Boolean);
      await queue.stop();
      await database.close();
      const before = calls;
      release();
      // The job's report reaches the closed database, then every promise of it has settled.
      await until(
        async () => calls,
        (n) => n > before,
      );
      await new Promise((resolve) => setImmediate(resolve));
      expect(failures).toEqual([]);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('runs a job enqueued before a restart after it', async () => {
    const database = await open();
    const ran: string[] = [];
    const first = await appOn(database, (app) =>
      app.jobs.define<{ note: string }>({ name: 'test.restart', run: async () => undefined }),
    );
    // Due in two seconds: the first instance is gone by then.
    const id = await first.jobs.send('test.restart', { note: '重启后运行' }, { startAfter: 2 });
    await first.close();

    const second = await appOn(database, (app) =>
      app.jobs.define<{ note: string }>({
        name: 'test.restart',
        run: async (data) => void ran.push(data.note),
      }),
    );
    const job = await until(
      () => second.jobs.job('test.restart', id),
      (j) => j?.state === 'completed',
    );
    expect(job?.state).toBe('completed');
    expect(ran).toEqual(['重启后运行']);
    await second.close();
  });

  it('sends one job a window however many instances ask at once', async () => {
    const app = await appOn(await open(), (a) =>
      a.jobs.define({ name: 'test.once-a-window', concurrency: 0, run: async () => undefined }),
    );
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => app.jobs.sendOnce('test.once-a-window', {}, 3600)),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
    const counts = await app.jobs.counts();
    expect(counts.find((q) => q.name === 'test.once-a-window')).toMatchObject({ waiting: 1 });
    await app.close();
  });

  it('retries a failing job with back-off, then keeps it failed with its error', async () => {
    const database = await open();
    const tries: number[] = [];
    const app = await appOn(
      database,
      (a) =>
        a.jobs.define({
          name: 'test.flaky',
          retryLimit: 2,
          retryDelaySeconds: 1,
          retryBackoff: true,
          run: async () => {
            tries.push(Date.now());
            throw new Error(`第 ${tries.length} 次失败`);
          },
        }),
      // Polled once a minute: a retry starts when its back-off is over, not at a poll.
      60_000,
    );
    const id = await app.jobs.send('test.flaky', {});
    const job = await until(
      () => app.jobs.job('test.flaky', id),
      (j) => j?.state === 'failed',
      30_000,
    );
    expect(tries).toHaveLength(3);
    expect(job?.retryCount).toBe(2);
    expect(JSON.stringify(job?.output)).toContain('第 3 次失败');
    // Back-off: the first retry waits 1–2 s, the second 2–4 s.
    const [first, second] = [tries[1]! - tries[0]!, tries[2]! - tries[1]!];
    expect(first).toBeGreaterThanOrEqual(900);
    expect(first).toBeLessThan(3_500);
    expect(second).toBeGreaterThanOrEqual(1_900);
    expect(second).toBeLessThan(5_500);
    const counts = await app.jobs.counts();
    expect(counts.find((q) => q.name === 'test.flaky')).toMatchObject({ failed: 1, waiting: 0 });
    await app.close();
  });
});

describe.skipIf(!testsOn('postgres'))('background jobs across instances', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const names: string[] = [];
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });
  const freshUrl = async () => {
    const name = `miaoyu_jobs_${randomBytes(6).toString('hex')}`;
    names.push(name);
    await admin(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };

  it('a job sent through one instance starts at once on another that polls once a minute', async () => {
    const url = await freshUrl();
    const ran: { note: string; at: number }[] = [];
    const [senderDb, workerDb] = [await openPostgres(url, 5), await openPostgres(url, 5)];
    // The sender runs none of these jobs itself.
    const sender = await appOn(senderDb, (a) =>
      a.jobs.define({ name: 'test.wake', concurrency: 0, run: async () => undefined }),
    );
    const worker = await appOn(
      workerDb,
      (a) =>
        a.jobs.define<{ note: string }>({
          name: 'test.wake',
          concurrency: 1,
          run: async ({ note }) => void ran.push({ note, at: Date.now() }),
        }),
      60_000,
    );
    // The worker's first look at start is over: from now on it sleeps until its next poll.
    await sleep(1_000);
    for (const note of ['第一份', '第二份']) {
      const sent = Date.now();
      await sender.jobs.send('test.wake', { note });
      const run = await until(
        async () => ran.find((r) => r.note === note),
        (r) => r !== undefined,
        10_000,
      );
      expect(run!.at - sent).toBeLessThan(3_000);
    }
    for (const [app, database] of [
      [sender, senderDb],
      [worker, workerDb],
    ] as const) {
      await app.close();
      await database.close();
    }
  });

  it('two instances on one PostgreSQL database never run one job twice', async () => {
    const url = await freshUrl();
    const runs: { id: string; instance: number }[] = [];
    const instance = async (n: number) => {
      const database = await openPostgres(url, 5);
      const app = await appOn(database, (a) =>
        a.jobs.define({
          name: 'test.once',
          run: async (_data, job) => {
            runs.push({ id: job.id, instance: n });
            await sleep(20);
          },
        }),
      );
      return { app, database };
    };
    const [one, two] = await Promise.all([instance(1), instance(2)]);
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).app.jobs.send('test.once', { i })),
    );
    await until(
      async () => runs.length,
      (n) => n >= ids.length,
    );
    await sleep(1_500); // a second run of any job would show up within a poll
    expect(runs.map((r) => r.id).sort()).toEqual([...ids].sort());

    expect(new Set(runs.map((r) => r.instance)).size).toBe(2);
    for (const { app, database } of [one, two]) {
      await app.close();
      await database.close();
    }
  });
});
