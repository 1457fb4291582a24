import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { JOB_SCHEMA } from '../../db/job-schema';

export interface JobDefinition<T extends object = object> {
  /** Queue name: letters, digits, `-`, `_`, `.` and `/`. */
  name: string;
  /** Runs one job; a throw fails this try, which is retried as below, then kept as failed. */
  run: (data: T, job: { id: string }) => Promise<void>;
  /** Tries after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10); doubled per try with back-off. */
  retryDelaySeconds?: number;
  /** Whether retries back off exponentially, with jitter (default true). */
  retryBackoff?: boolean;
  /** Longest a try may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** Also run on this cron schedule (UTC, minute precision), once across all instances. */
  cron?: string;
  /** Jobs one instance takes at a time from this queue, run side by side (default 4; 0: none). */
  concurrency?: number;
}

export interface QueueCounts {
  name: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs. */
  pollIntervalMs: number;
  onError: (error: Error) => void;
}

/**
 * Background jobs in the database (pg-boss): they survive restarts, retry with back-off, and
 * instances sharing one database share the jobs without running one twice (rows are claimed with
 * `FOR UPDATE SKIP LOCKED`). PGlite and PostgreSQL alike, through the database's own connection.
 */
export class JobQueue {
  private boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  /** This instance's worker of each queue it runs. */
  private readonly workers = new Map<string, string>();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = this.newBoss();
  }

  private newBoss(): PgBoss {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) },
      schema: JOB_SCHEMA,
      // Archive and delete old jobs every few minutes; the jobs themselves are polled for.
      maintenanceIntervalSeconds: 120,
      pollingIntervalSeconds: this.options.pollIntervalMs / 1000,
    });
    boss.on('error', (error) => this.options.onError(error));
    return boss;
  }

  /** Declares a queue and its worker; every queue is declared before the app is ready. */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after start`);
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<never>);
  }

  async start(): Promise<void> {
    try {
      await this.boss.start();
    } catch (error) {
      // A pg-boss whose start failed stays "starting" for good: the next try needs a new one.
      this.boss = this.newBoss();
      throw error;
    }
    this.started = true;
    try {
      await this.startWorkers();
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  private async startWorkers(): Promise<void> {
    for (const definition of this.definitions.values()) {
      const queue = {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? 10,
        retryBackoff: definition.retryBackoff ?? true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      };
      await this.ensureQueue(queue);
      const batchSize = definition.concurrency ?? 4;
      // This instance sends such jobs but leaves running them to others.
      if (batchSize === 0) continue;
      const worker = await this.boss.work<object>(definition.name, { batchSize }, (jobs) =>
        this.runBatch(definition, jobs),
      );
      this.workers.set(definition.name, worker);
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {});
    }
  }

  /**
   * Creates the queue, or brings its retry policy up to date. Instances starting together race
   * to create it: the loser's create fails until the winner's is committed, so it looks again.
   */
  private async ensureQueue(queue: PgBoss.Queue & { name: string }): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      if (await this.boss.getQueue(queue.name)) return this.boss.updateQueue(queue.name, queue);
      try {
        return await this.boss.createQueue(queue.name, queue);
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  /**
   * Runs a batch side by side; each job that throws is failed on its own (and retried as its
   * queue says), and pg-boss completes the rest when this resolves.
   */
  private async runBatch(definition: JobDefinition<never>, jobs: PgBoss.Job<object>[]) {
    const results = await Promise.allSettled(
      jobs.map((job) => definition.run(job.data as never, { id: job.id })),
    );
    await Promise.all(
      results.map((result, i) => {
        if (result.status === 'fulfilled') return undefined;
        const error = result.reason as Error;
        const output = { message: String(error?.message ?? error), stack: error?.stack ?? '' };
        return this.boss.fail(definition.name, jobs[i]!.id, output);
      }),
    );
  }

  /**
   * Enqueues a job; answers its id. This instance's worker of the queue looks at once instead of
   * at its next poll, so someone waiting for the job does not wait for the poll too.
   */
  async send<T extends object>(name: string, data: T, options: PgBoss.SendOptions = {}) {
    if (!this.definitions.has(name)) throw new Error(`no job named ${name}`);
    const id = await this.boss.send(name, data, options);
    if (!id) throw new Error(`job ${name} was not enqueued`);
    const worker = this.workers.get(name);
    if (worker && this.started && !options.startAfter) this.boss.notifyWorker(worker);
    return id;
  }

  /** A job by id: its state, tries and output (the error of a failed try). */
  job(name: string, id: string) {
    return this.boss.getJobById(name, id, { includeArchive: true });
  }

  /** Waiting (created or due for a retry), active, failed and completed jobs per queue. */
  async counts(): Promise<QueueCounts[]> {
    const { rows } = await this.database.executeSql(
      `select name, state, count(*)::int as n from ${JOB_SCHEMA}.job
       where name not like '\\_\\_%' group by name, state`,
    );
    const byName = new Map<string, QueueCounts>(
      [...this.definitions.keys()].map((name) => [
        name,
        { name, waiting: 0, active: 0, failed: 0, completed: 0 },
      ]),
    );
    for (const row of rows as { name: string; state: string; n: number }[]) {
      const counts = byName.get(row.name);
      if (!counts) continue;
      if (row.state === 'created' || row.state === 'retry') counts.waiting += row.n;
      else if (row.state === 'active') counts.active += row.n;
      else if (row.state === 'failed') counts.failed += row.n;
      else if (row.state === 'completed') counts.completed += row.n;
    }
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Stops taking jobs; a job running now is left to finish for a few seconds, then retried later. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.workers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
  }
}
