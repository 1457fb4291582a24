/**
 * Wakes this instance's idle workers of a queue when there is work for them, instead of leaving
 * the job to their next poll: when a job is sent (here, or by another instance through a
 * database notice), when a worker has just finished one (more may be waiting), and when a
 * delayed job or a retry falls due.
 */
export class WorkerWakes {
  /** Each queue's workers on this instance. */
  private readonly workers = new Map<string, string[]>();
  /** Workers running a job: each looks again by itself when it is done. */
  private readonly busy = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly notify: (workerId: string) => void) {}

  add(name: string, workerId: string): void {
    this.workers.set(name, [...(this.workers.get(name) ?? []), workerId]);
  }

  /** Every idle worker of the queue looks now; they share the waiting jobs, the rest sleep again. */
  now(name: string): void {
    for (const id of this.workers.get(name) ?? []) if (!this.busy.has(id)) this.notify(id);
  }

  /** Runs one job on the worker, which then looks for the next at once. */
  async running(workerId: string, job: () => Promise<void>): Promise<void> {
    this.busy.add(workerId);
    try {
      await job();
    } finally {
      this.busy.delete(workerId);
      this.notify(workerId);
    }
  }

  /** After notices may have been lost (a listening connection came back). */
  all(): void {
    for (const name of this.workers.keys()) this.now(name);
  }

  /** When a job falls due in `ms` (a retry's back-off, a delayed send). */
  after(name: string, ms: number): void {
    if (!this.workers.has(name)) return;
    // A little after it is due rather than a little before: an early look finds nothing.
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.now(name);
      },
      Math.max(0, ms) + 100,
    ).unref();
    this.timers.add(timer);
  }

  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.workers.clear();
    this.busy.clear();
  }
}
