import fp from 'fastify-plugin';
import { JobQueue } from './queue';
import { closeWithin } from '../../lib/close-within';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: modules define theirs while registering; they run once the app is ready. */
    jobs: JobQueue;
  }
}

export default fp<{ pollIntervalMs: number }>(
  async (app, { pollIntervalMs }) => {
    const jobs = new JobQueue(app.database, {
      pollIntervalMs,
      onError: (err) => app.log.warn({ err }, 'job queue error'),
    });
    app.decorate('jobs', jobs);
    // The app serves without its jobs (readiness reports the database): a queue that cannot
    // start now tries again, so a database that comes back gets its jobs run.
    let retry: NodeJS.Timeout | undefined;
    const start = async (): Promise<void> => {
      try {
        await jobs.start();
      } catch (err) {
        app.log.error({ err }, 'job queue did not start; trying again in 30 s');
        retry = setTimeout(() => void start(), 30_000).unref();
      }
    };
    app.addHook('onReady', start);
    let stopping: Promise<void> | null = null;
    const stop = () => {
      clearTimeout(retry);
      stopping ??= closeWithin(app.log, 'jobs', () => jobs.stop(), { ms: 10_000 });
      return stopping;
    };
    // A draining instance takes no new jobs (the others take them) at once; the jobs running
    // here get their grace while the server closes, which must not wait on them.
    app.lifecycle.onDrain('jobs', () => void stop());
    // Before the database closes (its onClose runs after this one: hooks run in reverse).
    app.addHook('onClose', stop);
  },
  { name: 'jobs', dependencies: ['db', 'lifecycle'] },
);
