import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { closeWithin } from '../lib/close-within';

/**
 * Called when something under a topic may have changed: the listener re-reads what it shows.
 * `detail` says what, when the notifier said (an inbox's notice names the conversation).
 */
export type LiveListener = (detail: string) => void;

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveBus;
  }
}

/**
 * Tells every instance that a topic changed (a conversation, an org's inbox). A notice carries no
 * data: what changed is stored before the notice goes, and listeners read it from the database,
 * so a lost notice delays an update (listeners also re-read on a timer) and never loses it.
 * Through Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY (PGlite's in process).
 */
export interface LiveBus {
  notify(topic: string, detail?: string): Promise<void>;
  /** Answers the unsubscribe. */
  subscribe(topic: string, listener: LiveListener): () => void;
}

const CHANNEL = 'miaoyu_live';

export default fp<{ keyPrefix: string }>(
  async (app, { keyPrefix }) => {
    const local = new EventEmitter();
    local.setMaxListeners(0);
    // One notice is `topic` and, after a newline, its detail.
    const deliver = (notice: string) => {
      const cut = notice.indexOf('\n');
      if (cut === -1) local.emit(notice, '');
      else local.emit(notice.slice(0, cut), notice.slice(cut + 1));
    };
    // A listening connection that dropped and came back may have missed notices: everyone re-reads.
    const deliverAll = () => {
      for (const topic of local.eventNames()) local.emit(topic, '');
    };

    let publish: (notice: string) => Promise<void>;
    let stop: () => Promise<void>;
    if (app.redis) {
      const channel = `${keyPrefix}live`;
      const subscriber = app.redis.duplicate();
      subscriber.on('message', (_channel: string, notice: string) => deliver(notice));
      subscriber.on('ready', deliverAll);
      await subscriber.subscribe(channel);
      const redis = app.redis;
      publish = async (notice) => {
        await redis.publish(channel, notice);
      };
      stop = async () => {
        await subscriber.quit().catch(() => undefined);
      };
    } else {
      stop = await app.database.listen(CHANNEL, deliver, deliverAll);
      publish = async (notice) => {
        await app.database.executeSql('select pg_notify($1, $2)', [CHANNEL, notice]);
      };
    }
    // The database may be gone already (it closes itself on a fault): nothing left to unlisten.
    app.addHook('onClose', async () => {
      await closeWithin(app.log, 'live notices', stop);
    });

    app.decorate('live', {
      notify: async (topic: string, detail = '') => {
        try {
          await publish(detail ? `${topic}\n${detail}` : topic);
        } catch (err) {
          // Listeners re-read on their timer: a failed notice only delays the update.
          app.log.warn({ err, topic }, 'could not send a live notice');
        }
      },
      subscribe: (topic: string, listener: LiveListener) => {
        local.on(topic, listener);
        return () => local.off(topic, listener);
      },
    } satisfies LiveBus);
  },
  { name: 'live', dependencies: ['redis', 'db'] },
);
