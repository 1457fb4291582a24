import type { FastifyInstance } from 'fastify';
import type { SystemStatus } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { requirePlatformAdminScope, type Caller } from '../../lib/scope';
import { adminCountAccounts } from './repo';
import { maskedSettings } from './settings';
// Bundled into the server build, which has no package.json beside it.
import serverPackage from '../../../package.json' with { type: 'json' };

const startedAt = new Date();
const { version } = serverPackage;

async function redisState(app: FastifyInstance): Promise<SystemStatus['redis']> {
  if (!app.redis) return 'off';
  try {
    return (await app.redis.ping()) === 'PONG' ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

export async function systemStatus(
  app: FastifyInstance,
  caller: Caller,
  config: Config,
): Promise<SystemStatus> {
  requirePlatformAdminScope(caller);
  const [up, redis, accounts, queues] = await Promise.all([
    app.database.ping(),
    redisState(app),
    adminCountAccounts(app.db),
    app.jobs.counts(),
  ]);
  return {
    version,
    node: process.version,
    uptimeSeconds: Math.floor((Date.now() - startedAt.getTime()) / 1000),
    database: { kind: app.database.kind, up },
    redis,
    sms: config.SMS_PROVIDER,
    users: accounts.users,
    organisations: accounts.organisations,
    startedAt: startedAt.toISOString(),
    settings: maskedSettings(config),
    queues,
  };
}
