/**
 * Runs tasks one after another, in the order they asked. For background work that must not
 * take more than its share of the machine, however many jobs run beside each other.
 */
export class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // The next task waits for this one to settle, not to succeed.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
