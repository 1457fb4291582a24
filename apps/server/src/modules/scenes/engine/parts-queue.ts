/**
 * A queue read as an async iterable: the scene's nodes push what they produce from wherever they
 * run, and the conversation engine reads it as one stream of parts.
 */
export class PartsQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private waiter: (() => void) | null = null;
  private ended = false;
  private failure: { error: unknown } | null = null;

  push(item: T) {
    if (this.ended) return;
    this.items.push(item);
    this.wake();
  }

  end(error?: unknown) {
    if (this.ended) return;
    this.ended = true;
    if (error !== undefined) this.failure = { error };
    this.wake();
  }

  private wake() {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      while (this.items.length > 0) yield this.items.shift()!;
      if (this.ended) {
        if (this.failure) throw this.failure.error;
        return;
      }
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }
}
