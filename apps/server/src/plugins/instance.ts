import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fp from 'fastify-plugin';
import { closeWithin } from '../lib/close-within';
import { beat, forgetLongDeadInstances, registerInstance, removeInstance } from './instance.repo';

/** How often a running instance says so. */
export const HEARTBEAT_MS = 5_000;
/** An instance silent for this long is taken for dead: three beats missed. */
export const INSTANCE_DEAD_AFTER_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This server process among the others sharing the database. */
    instance: { id: string };
  }
}

/**
 * Registers this process in `server_instances` and beats every few seconds, so the others can
 * tell when it died (`kill -9`, a lost machine) and take over what it left: answers it was
 * writing are closed within seconds (see the conversation's recovery). Registered before the
 * modules, so its row goes only after their work is done on shutdown (hooks close in reverse).
 */
export default fp(
  async (app) => {
    const id = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    app.decorate('instance', { id });
    let timer: NodeJS.Timeout | undefined;
    const beatOnce = async () => {
      try {
        // Taken for dead after a long pause (a stopped VM): back, it registers again.
        if (!(await beat(app.db, id))) await registerInstance(app.db, id);
      } catch (err) {
        app.log.warn({ err }, 'instance heartbeat failed');
      }
    };
    // The app serves without its database at hand (readiness says so); the beats register it
    // once the database is back.
    app.addHook('onReady', async () => {
      await beatOnce();
      await forgetLongDeadInstances(app.db).catch(() => undefined);
      timer = setInterval(() => void beatOnce(), HEARTBEAT_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await closeWithin(app.log, 'instance row', () => removeInstance(app.db, id));
    });
  },
  { name: 'instance', dependencies: ['db'] },
);
