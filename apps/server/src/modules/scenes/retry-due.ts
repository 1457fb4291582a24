/**
 * A run that waits to try a node again goes on by a job when its wait is over: the job tells the
 * conversation's channel (the visitor bot), which takes the run on and posts what it says.
 */
import type { FastifyInstance } from 'fastify';

export const RETRY_DUE_JOB = 'scenes.retry-due';

interface RetryDue {
  orgId: string;
  conversation: string;
}

export function defineRetryDueJob(app: FastifyInstance) {
  app.jobs.define<RetryDue>({
    name: RETRY_DUE_JOB,
    // Whoever takes the run on claims it: a second try (the channel failed before it could)
    // finds it still waiting, and one after the claim finds it no longer waiting.
    retryLimit: 2,
    retryDelaySeconds: 5,
    run: async ({ orgId, conversation }) =>
      app.events.emitFromJob('scene.retry-due', { orgId: BigInt(orgId), conversation }),
  });
}

/** Asks for the run to go on once its retry's wait is over. */
export async function sendRetryDue(
  app: FastifyInstance,
  orgId: bigint,
  conversation: string,
  afterMs: number,
) {
  // Not sent, the run still goes on with the person's next message.
  await app.jobs
    .send<RetryDue>(
      RETRY_DUE_JOB,
      { orgId: String(orgId), conversation },
      { startAfter: Math.max(1, Math.ceil(afterMs / 1000)) },
    )
    .catch((err: unknown) => app.log.warn({ err }, 'could not ask for a scene retry'));
}
