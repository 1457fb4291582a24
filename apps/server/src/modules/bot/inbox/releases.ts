import type { FastifyInstance } from 'fastify';
import { releaseHeldBy, releaseOrphaned } from '../sessions.repo';
import { announceAll } from '../live/topics';

/**
 * Visitors' conversations held by someone who may no longer answer them wait for a person
 * again, and the inboxes hear of it: when they leave or are removed from the team, are banned,
 * or their account is deleted. Each runs once the change that caused it is committed.
 */
export function releaseConversationsOnLeaving(app: FastifyInstance): void {
  app.events.on('member.removed', async ({ orgId, userId }) => {
    await announceAll(app.live, await releaseHeldBy(app.db, userId, orgId));
  });
  app.events.on('user.banned', async ({ userId }) => {
    await announceAll(app.live, await releaseHeldBy(app.db, userId));
  });
  app.events.on('user.deleted', async () => {
    await announceAll(app.live, await releaseOrphaned(app.db));
  });
}
