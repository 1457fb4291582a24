import type { FastifyInstance } from 'fastify';
import type { AllowModelHost, ModelHostList } from '@miaoyu/contracts';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { requirePlatformAdminScope, type Caller } from '../../lib/scope';
import { deleteAllowedHost, listAllowedHosts, upsertAllowedHost } from './allowed-hosts.repo';
import { MODEL_HOSTS_TOPIC } from './allowed-hosts.sync';

type AllowInput = Required<Pick<AllowModelHost, 'host' | 'note'>>;

/** The stored entries, and the environment's for reference (those change only there). */
export async function modelHostList(app: FastifyInstance, caller: Caller): Promise<ModelHostList> {
  requirePlatformAdminScope(caller);
  const rows = await listAllowedHosts(app.db);
  return {
    list: rows.map((row) => ({
      host: row.host,
      note: row.note,
      createdBy: row.createdBy ?? '',
      createdAt: row.createdAt.toISOString(),
    })),
    fromEnvironment: [...app.outbound.allowedHosts.fixed].sort(),
  };
}

/**
 * The change applies on this instance before the answer goes (the caller's next test works at
 * once), and on the others when they hear the notice sent after the commit.
 */
async function announce(app: FastifyInstance, reread: () => Promise<void>): Promise<void> {
  await reread();
  await app.live.notify(MODEL_HOSTS_TOPIC);
}

/** Allows a private host for every organisation's model endpoints; written to the audit log. */
export async function allowModelHost(
  app: FastifyInstance,
  reread: () => Promise<void>,
  caller: Caller,
  input: AllowInput,
): Promise<ModelHostList> {
  requirePlatformAdminScope(caller);
  await app.db.transaction(async (tx) => {
    const added = await upsertAllowedHost(tx, { ...input, createdBy: caller.user.id });
    await audit(tx, {
      actorUserId: caller.user.id,
      action: added ? 'model_host.allow' : 'model_host.note',
      targetType: 'model_host',
      targetId: input.host,
      detail: { note: input.note },
    });
  });
  await announce(app, reread);
  return modelHostList(app, caller);
}

/** Takes a host off the stored list (404 when it is not on it); written to the audit log. */
export async function removeModelHost(
  app: FastifyInstance,
  reread: () => Promise<void>,
  caller: Caller,
  host: string,
): Promise<ModelHostList> {
  requirePlatformAdminScope(caller);
  await app.db.transaction(async (tx) => {
    if (!(await deleteAllowedHost(tx, host))) throw new AppError(404, 'NOT_FOUND');
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'model_host.remove',
      targetType: 'model_host',
      targetId: host,
    });
  });
  await announce(app, reread);
  return modelHostList(app, caller);
}
