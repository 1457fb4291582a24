import type { FastifyInstance } from 'fastify';
import { OneAtATime } from '../../lib/one-at-a-time';
import { allowedHostEntries } from './allowed-hosts.repo';

/** The live topic an instance announces a change of the model-host allow list on. */
export const MODEL_HOSTS_TOPIC = 'model-hosts';

/**
 * How often an instance re-reads the list anyway: a notice lost without the listener noticing
 * (a network that drops packets silently) delays a change by at most this.
 */
const REREAD_MS = 30_000;

/**
 * Keeps the outbound guard's stored entries equal to the database's on this instance: read before
 * the instance serves, again on every notice (any instance's change, or a listener that came back
 * and may have missed some) and on a timer. Reads run one after another, so a later read is never
 * overwritten by an earlier one that finished last.
 */
export async function syncAllowedHosts(app: FastifyInstance): Promise<() => Promise<void>> {
  const reads = new OneAtATime();
  const reread = () =>
    reads.run(async () => {
      app.outbound.replaceStoredHosts(await allowedHostEntries(app.db));
    });
  const quietly = () =>
    void reread().catch((err: unknown) =>
      app.log.warn({ err }, 'could not re-read the model-host allow list'),
    );
  await reread();
  const unsubscribe = app.live.subscribe(MODEL_HOSTS_TOPIC, quietly);
  const timer = setInterval(quietly, REREAD_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
  });
  return reread;
}
