import PgBoss from 'pg-boss';
import type { Database, SqlResult } from '../../db/client';
import { JOB_SCHEMA } from '../../db/job-schema';
import { WorkerWakes } from './wake';

/** The channel on which an instance that sent a job tells every instance's workers (PostgreSQL). */
export const JOBS_CHANNEL = 'miaoyu_jobs';

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
  /** Jobs one instance runs at a time from this queue, side by side (default 4; 0: none). */
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
  /**
   * How often an idle worker looks for jobs anyway. Workers are woken when a job is sent (on any
   * instance), after each job they run and when a retry falls due: the poll is a safety net.
   */
  pollIntervalMs: number;
  onError: (error: Error) => void;
  /** How long `stop` leaves a running job to finish (5 s by default). */
  stopGraceMs?: number;
}

/**
 * Background jobs in the database (pg-boss): they survive restarts, retry with back-off, and
 * instances sharing one database share the jobs without running one twice (rows are claimed with
 * `FOR UPDATE SKIP LOCKED`). PGlite and PostgreSQL alike, through the database's own connection.
 * A sent job starts at once: on PostgreSQL a NOTIFY wakes the workers of every instance, on PGlite
 * (one process) the sender wakes its own.
 */
export class JobQueue {
  private boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  /** This instance's workers of each queue it runs. */
  private readonly wakes = new WorkerWakes((id) => this.boss.notifyWorker(id));
  private unlisten: (() => Promise<void>) | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = this.newBoss();
  }

  private newBoss(): PgBoss {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      schema: JOB_SCHEMA,
      // Archive and delete old jobs every few minutes; the jobs themselves are polled for.
      maintenanceIntervalSeconds: 120,
      pollingIntervalSeconds: this.options.pollIntervalMs / 1000,
    });
    boss.on('error', (error) => this.options.onError(error));
    return boss;
  }

  /**
   * A job that outlives `stop`'s grace period still reports back when its work ends, and the
   * database may be closed by then. That report is dropped (it is answered never, since any
   * answer would be read as the database's): the job stays active until it expires and is
   * retried, as `stop` promises.
   */
  private async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
    try {
      return await this.database.executeSql(text, values);
    } catch (error) {
      if (this.stopped) return new Promise<never>(() => undefined);
      throw error;
    }
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
    this.stopped = false;
    try {
      await this.startWorkers();
      if (this.database.kind === 'postgres')
        this.unlisten = await this.database.listen(
          JOBS_CHANNEL,
          (name) => this.wakes.now(name),
          // Notices sent while the connection was down are lost: everyone looks once.
          () => this.wakes.all(),
        );
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
      // As many workers as jobs run side by side, each taking one at a time, so a long job holds
      // up only its own worker. 0: this instance sends such jobs but leaves running them to others.
      for (let slot = 0; slot < (definition.concurrency ?? 4); slot++) {
        // pg-boss runs the first look before it answers the worker's id: its job waits for it.
        const id: Promise<string> = this.boss.work<object>(
          definition.name,
          { batchSize: 1 },
          async (jobs) => this.wakes.running(await id, () => this.runBatch(definition, jobs)),
        );
        this.wakes.add(definition.name, await id);
      }
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
      results.map(async (result, i) => {
        if (result.status === 'fulfilled') return;
        const error = result.reason as Error;
        const output = { message: String(error?.message ?? error), stack: error?.stack ?? '' };
        await this.boss.fail(definition.name, jobs[i]!.id, output);
        await this.wakeForRetry(definition.name, jobs[i]!.id);
      }),
    );
  }

  /** A job that will be retried wakes this instance's workers when its back-off is over. */
  private async wakeForRetry(name: string, id: string): Promise<void> {
    // The database's clock says when: the wait is asked of it, not of this process's clock.
    const { rows } = await this.database.executeSql(
      `select extract(epoch from start_after - now()) * 1000 as ms from ${JOB_SCHEMA}.job
       where name = $1 and id = $2 and state = 'retry'`,
      [name, id],
    );
    const ms = rows[0]?.ms;
    if (ms !== undefined && ms !== null) this.wakes.after(name, Number(ms));
  }

  /** Wakes the queue's workers here and, on PostgreSQL, on every instance. */
  private async announce(name: string): Promise<void> {
    this.wakes.now(name);
    if (this.database.kind !== 'postgres') return;
    try {
      await this.database.executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, name]);
    } catch (error) {
      // The job is stored: another instance finds it at its next poll.
      this.options.onError(error as Error);
    }
  }

  /**
   * Enqueues a job; answers its id. Once it is stored, the queue's workers are woken (on every
   * instance) instead of finding it at their next poll; a delayed job wakes this instance's
   * workers when it falls due.
   */
  async send<T extends object>(name: string, data: T, options: PgBoss.SendOptions = {}) {
    if (!this.definitions.has(name)) throw new Error(`no job named ${name}`);
    const id = await this.boss.send(name, data, options);
    if (!id) throw new Error(`job ${name} was not enqueued`);
    if (!this.started) return id;
    const delay = delayMs(options.startAfter);
    if (delay > 0) this.wakes.after(name, delay);
    else await this.announce(name);
    return id;
  }

  /**
   * Enqueues a job unless one of the same name was sent in the current window of `seconds`, on
   * any instance (a unique slot in the database, not a check then a send); answers its id, or
   * null when the window has one.
   */
  async sendOnce<T extends object>(name: string, data: T, seconds: number) {
    if (!this.definitions.has(name)) throw new Error(`no job named ${name}`);
    const id = await this.boss.send(name, data, { singletonKey: name, singletonSeconds: seconds });
    if (id && this.started) await this.announce(name);
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

  /** Whether jobs are being taken (readiness reports it). */
  get running(): boolean {
    return this.started;
  }

  /** Stops taking jobs; a job running now is left to finish for a few seconds, then retried later. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopped = true;
    this.wakes.clear();
    await this.unlisten?.().catch((error: unknown) => this.options.onError(error as Error));
    this.unlisten = null;
    const timeout = this.options.stopGraceMs ?? 5_000;
    await this.boss.stop({ graceful: true, wait: true, timeout, close: false });
  }
}

/** How long from now a job sent with `startAfter` (seconds, a date or a date's text) is due. */
function delayMs(startAfter: PgBoss.SendOptions['startAfter']): number {
  if (startAfter === undefined) return 0;
  if (typeof startAfter === 'number') return startAfter * 1000;
  return new Date(startAfter).getTime() - Date.now();
}
