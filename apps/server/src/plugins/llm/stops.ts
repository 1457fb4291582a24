import type { Redis } from 'ioredis';
import type { AbortReason } from './gateway';

/** An answer streaming on this instance. */
interface RunningAnswer {
  controller: AbortController;
  /** Sends its reader to follow the stored answer instead; absent when nothing is stored. */
  handOff?: () => void;
  finished: Promise<void>;
  finish: () => void;
}

/**
 * The answers this instance is streaming: their abort controllers (a stop request may reach any
 * instance, so with Redis it is also published and every instance aborts the answer if it has
 * it), and their way out when the instance shuts down.
 */
export class StopRegistry {
  private readonly running = new Map<string, RunningAnswer>();
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

  add(answerId: string, controller: AbortController, handOff?: () => void): void {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    this.running.set(answerId, { controller, handOff, finished, finish });
  }

  remove(answerId: string): void {
    this.running.get(answerId)?.finish();
    this.running.delete(answerId);
  }

  private abortLocal(answerId: string, reason: AbortReason): boolean {
    const controller = this.running.get(answerId)?.controller;
    if (!controller || controller.signal.aborted) return false;
    controller.abort(reason);
    return true;
  }

  /** Stops the answer wherever it runs. */
  async stop(answerId: string): Promise<void> {
    if (this.abortLocal(answerId, 'stop')) return;
    await this.redis?.publish(this.channel, answerId);
  }

  /**
   * Draining: every stored answer's stream ends with word to follow it from the database (any
   * instance serves that), so no reader waits on this instance; the answers go on being written.
   */
  handOffAll(): void {
    for (const answer of this.running.values()) answer.handOff?.();
  }

  /**
   * On shutdown: answers get up to `graceMs` to finish; those still running then end now and
   * are stored as interrupted, with the text they have.
   */
  async close(graceMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([
      Promise.all([...this.running.values()].map((answer) => answer.finished)),
      deadline,
    ]);
    clearTimeout(timer);
    for (const id of [...this.running.keys()]) this.abortLocal(id, 'shutdown');
    // Their stores take a moment after the abort: the database closes after this.
    await Promise.all([...this.running.values()].map((answer) => answer.finished));
    await this.subscriber?.quit().catch(() => undefined);
  }
}
