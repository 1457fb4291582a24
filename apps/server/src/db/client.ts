import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: takes the same queries as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

/** An open database: the query builder, a liveness probe and a way to close it. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Serialises migrations when several instances start against one PostgreSQL at once. */
const MIGRATION_LOCK = 72_616_001;

export async function openPostgres(
  url: string,
  poolSize: number,
  onIdleError: (error: Error) => void = () => {},
): Promise<Database> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', onIdleError);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { kind: 'postgres', db, ping: () => ping(db), close: () => pool.end() };
}

/** Embedded PostgreSQL. `memory://` keeps nothing; `loadDataDir` starts from a migrated template. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const migrator = drizzle({ client, schema });
  await migrate(migrator, { migrationsFolder: MIGRATIONS_DIR });
  const db = migrator as unknown as Db;
  return { kind: 'pglite', db, ping: () => ping(db), close: () => client.close() };
}

async function ping(db: Db): Promise<boolean> {
  try {
    // A bare select through the query builder keeps one code path for both drivers.
    await db.select({ one: sql<number>`1` }).from(sql`(select 1) as probe`);
    return true;
  } catch {
    return false;
  }
}
