import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SystemStatus } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { organisations, users } from '../../db/schema';
import { maskedSettings } from './settings';

const startedAt = new Date();
const { version } = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

async function redisState(app: FastifyInstance): Promise<SystemStatus['redis']> {
  if (!app.redis) return 'off';
  try {
    return (await app.redis.ping()) === 'PONG' ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

export async function systemStatus(app: FastifyInstance, config: Config): Promise<SystemStatus> {
  const [up, redis, [userCount], [orgCount]] = await Promise.all([
    app.database.ping(),
    redisState(app),
    app.db.select({ n: count() }).from(users),
    app.db.select({ n: count() }).from(organisations),
  ]);
  return {
    version,
    node: process.version,
    uptimeSeconds: Math.floor((Date.now() - startedAt.getTime()) / 1000),
    database: { kind: app.database.kind, up },
    redis,
    users: userCount?.n ?? 0,
    organisations: orgCount?.n ?? 0,
    startedAt: startedAt.toISOString(),
    settings: maskedSettings(config),
  };
}
