import type { FastifyInstance } from 'fastify';
import { expireGrantedPoints, releaseStaleReservations } from './points.service';

export const RELEASE_RESERVATIONS_JOB = 'billing.release-reservations';
export const EXPIRE_GRANTS_JOB = 'billing.expire-grants';
/**
 * A reservation still held an hour after it was made belongs to a stream long over (the server
 * died under it) or far past any answer's length: what it holds goes back.
 */
export const RESERVATION_MAX_AGE_MS = 60 * 60 * 1000;
/** Rows one pass takes; a pass goes on while it finds that many. */
const BATCH = 500;

async function untilDone(pass: () => Promise<number>) {
  let total = 0;
  for (let moved = BATCH; moved >= BATCH; total += moved) moved = await pass();
  return total;
}

/**
 * The points' sweepers as jobs, one instance of many doing each and a failed one retried:
 * reservations their streams outlived are released every five minutes, and what is left of a
 * month's granted points is taken away hourly once the month is over.
 */
export function defineBillingSweeps(app: FastifyInstance) {
  app.jobs.define({
    name: RELEASE_RESERVATIONS_JOB,
    cron: '*/5 * * * *',
    concurrency: 1,
    retryLimit: 2,
    run: async () => {
      const count = await untilDone(() =>
        releaseStaleReservations(app.db, RESERVATION_MAX_AGE_MS, BATCH),
      );
      if (count > 0) app.log.warn({ count }, 'released point reservations their streams outlived');
    },
  });
  app.jobs.define({
    name: EXPIRE_GRANTS_JOB,
    cron: '7 * * * *',
    concurrency: 1,
    retryLimit: 2,
    run: async () => {
      const count = await untilDone(() => expireGrantedPoints(app.db, BATCH));
      if (count > 0) app.log.info({ count }, 'ended granted points whose month is over');
    },
  });
}
