import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

type DrainStep = () => Promise<void> | void;

/**
 * The instance's way out. Draining comes before closing: readiness answers 503 so the proxy and
 * the orchestrator send new work elsewhere, jobs stop being taken, and open answer streams are
 * told to reconnect (to another instance) while their answers keep being written here. Only then
 * does the server close.
 */
export class Lifecycle {
  private steps: { name: string; run: DrainStep }[] = [];
  private drained: Promise<void> | null = null;

  get draining(): boolean {
    return this.drained !== null;
  }

  /** A step of draining; the steps run side by side, and a failing one does not stop the others. */
  onDrain(name: string, run: DrainStep): void {
    this.steps.push({ name, run });
  }

  drain(onError: (error: unknown, step: string) => void): Promise<void> {
    this.drained ??= Promise.all(
      this.steps.map(async (step) => {
        try {
          await step.run();
        } catch (error) {
          onError(error, step.name);
        }
      }),
    ).then(() => undefined);
    return this.drained;
  }
}

export default fp(
  async (app) => {
    const lifecycle = new Lifecycle();
    app.decorate('lifecycle', lifecycle);
    // Closing without draining first (tests, a second signal) still drains.
    app.addHook('preClose', async () => {
      await lifecycle.drain((err, step) => app.log.warn({ err, step }, 'a drain step failed'));
    });
  },
  { name: 'lifecycle' },
);
