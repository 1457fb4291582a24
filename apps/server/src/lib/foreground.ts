/**
 * Work somebody is waiting for (a question until its first words) against background work that
 * can wait a moment (writing an ingested document's chunks). Background work asks `idle()`
 * between its steps; it goes on once nothing is in the foreground, or after `maxWaitMs` at the
 * latest, so that a steady stream of questions slows ingestion without stopping it.
 */
export class ForegroundGate {
  private active = 0;
  private waiters: (() => void)[] = [];

  /** Marks foreground work; the returned function ends it (calling it again does nothing). */
  enter(): () => void {
    this.active += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active -= 1;
      if (this.active === 0) this.wake();
    };
  }

  get busy(): boolean {
    return this.active > 0;
  }

  idle(maxWaitMs: number): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve();
      };
      const timer = setTimeout(done, maxWaitMs);
      this.waiters.push(done);
    });
  }

  private wake() {
    for (const waiter of [...this.waiters]) waiter();
  }
}
