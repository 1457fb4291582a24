import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What one module tells the others once it is done: the event's name and what it carries. A
 * module that emits a new event adds it here; the modules that care register their handlers.
 */
export interface ModuleEvents {
  /** A team is gone with its rows (deleted by its owner, or with its sole owner's account). */
  'org.deleted': { orgId: bigint };
  /** Someone no longer belongs to a team: removed by a manager, or they left. */
  'member.removed': { orgId: bigint; userId: bigint; reason: 'removed' | 'left' };
  /** A platform admin banned the user: their tokens are revoked and their keys suspended. */
  'user.banned': { userId: bigint };
  /** The account is gone; `orgIds` are the teams and personal space deleted with it. */
  'user.deleted': { userId: bigint; orgIds: bigint[] };
  /**
   * A scene run that waits to try a node again is due: the channel of its conversation (`bot:12`)
   * takes it on and says what it says there.
   */
  'scene.retry-due': { orgId: bigint; conversation: string };
}

export type ModuleEventName = keyof ModuleEvents;
export type ModuleEventHandler<N extends ModuleEventName> = (
  payload: ModuleEvents[N],
) => Promise<unknown> | unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** Module events: `on` while a module registers, `emit` once what happened is committed. */
    events: ModuleEventBus;
  }
}

/**
 * A small typed event bus between modules, so that one module need not reach into another's
 * tables to tidy up after it (the orgs module does not release the bot's conversations; the bot
 * does, on `member.removed`).
 *
 * Emit only what is committed: a service owns its transaction and answers once it is over, and
 * whoever called it (the route) emits then. A service that was refused, or whose transaction
 * rolled back, threw instead, so nothing is emitted for it. A caller that runs a service inside
 * a transaction of its own emits after that one commits.
 *
 * `emit` runs every handler and waits for them, so what they do is done when the answer goes
 * out; a handler that fails is logged and neither stops the others nor fails the emitter, whose
 * change is committed anyway. Work that must survive a crash (removing a team's stored files) is
 * a job the handler sends, which the job queue retries.
 */
export class ModuleEventBus {
  private readonly handlers = new Map<ModuleEventName, ModuleEventHandler<never>[]>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  on<N extends ModuleEventName>(name: N, handler: ModuleEventHandler<N>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as ModuleEventHandler<never>);
    this.handlers.set(name, list);
  }

  /**
   * As `emit`, for a job that hands its work to the module that does it: after every handler has
   * run, the first one's failure is thrown, so the job fails and the queue tries it again.
   */
  async emitFromJob<N extends ModuleEventName>(name: N, payload: ModuleEvents[N]): Promise<void> {
    const handlers = (this.handlers.get(name) ?? []) as ModuleEventHandler<N>[];
    const results = await Promise.allSettled(handlers.map(async (handler) => handler(payload)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async emit<N extends ModuleEventName>(name: N, payload: ModuleEvents[N]): Promise<void> {
    const handlers = (this.handlers.get(name) ?? []) as ModuleEventHandler<N>[];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(payload);
        } catch (err) {
          this.log.error({ err, event: name, payload: printable(payload) }, 'event handler failed');
        }
      }),
    );
  }
}

/** Ids are bigints, which a log line cannot hold. */
const printable = (payload: object) =>
  JSON.parse(
    JSON.stringify(payload, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  ) as unknown;

export default fp(
  async (app) => {
    app.decorate('events', new ModuleEventBus(app.log));
  },
  { name: 'events' },
);
