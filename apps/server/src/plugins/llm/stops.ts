import type { Redis } from 'ioredis';
import type { AbortReason } from './gateway';

/**
 * The abort controllers of the answers this instance is streaming. A stop request may reach any
 * instance, so with Redis it is also published and every instance aborts the answer if it has it.
 */
export class StopRegistry {
  private readonly running = new Map<string, AbortController>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: Redis | null,
    private readonly channel: string,
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, answerId: string) =>
      this.abortLocal(answerId, 'stop'),
    );
    await this.subscriber.subscribe(this.channel);
  }

  add(answerId: string, controller: AbortController): void {
    this.running.set(answerId, controller);
  }

  remove(answerId: string): void {
    this.running.delete(answerId);
  }

  private abortLocal(answerId: string, reason: AbortReason): boolean {
    const controller = this.running.get(answerId);
    if (!controller || controller.signal.aborted) return false;
    controller.abort(reason);
    return true;
  }

  /** Stops the answer wherever it runs. */
  async stop(answerId: string): Promise<void> {
    if (this.abortLocal(answerId, 'stop')) return;
    await this.redis?.publish(this.channel, answerId);
  }

  /** On shutdown: every running answer ends now and is stored as stopped. */
  async close(): Promise<void> {
    for (const id of [...this.running.keys()]) this.abortLocal(id, 'shutdown');
    await this.subscriber?.quit().catch(() => undefined);
  }
}
