import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { installJobSchema } from './job-schema';
import { assertSchemaNotNewer, MIGRATIONS_DIR } from './schema-version';
import * as schema from './schema';
import { installVectorStore, type VectorSupport } from './vector-store';
import { keepWordStatistics } from './word-statistics';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: takes the same queries as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

/** Rows of a plain SQL statement, as node-postgres and PGlite both answer them. */
export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

/** An open database: the query builder, a liveness probe and a way to close it. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Whether chunks can be searched by vector here (pgvector). */
  vectors: VectorSupport;
  /**
   * Plain SQL for libraries that bring their own (the job queue). Text without values may hold
   * several statements; the last one's rows are answered.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * LISTEN on a channel (NOTIFY from any connection, any instance); answers the unlisten.
   * `onDrop` is called when the listening connection is lost (notices from then on are missed),
   * `onReconnect` when it is back: notices may have been lost in between.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onReconnect: () => void,
    onDrop?: () => void,
  ): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export { MIGRATIONS_DIR };

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
  const client = await connectWithRetry(pool);
  let vectors: VectorSupport;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await assertSchemaNotNewer((text) => client.query(text));
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    await installJobSchema((text) => client.query(text));
    vectors = await installVectorStore((text) => client.query(text));
    await keepWordStatistics((text) => client.query(text));
  } catch (error) {
    client.release();
    await pool.end();
    throw error;
  }
  await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
  client.release();
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const executeSql = async (text: string, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      const result = await client.query(text, values);
      // Several statements answer one result each.
      const last = Array.isArray(result) ? (result.at(-1) as typeof result) : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    } catch (error) {
      // A failed statement list that began a transaction leaves it open and aborted.
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    db,
    vectors,
    executeSql,
    listen: (channel, onNotice, onReconnect, onDrop = () => {}) =>
      listenOnPostgres(url, channel, { onNotice, onReconnect, onDrop, onError: onIdleError }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** How long a starting instance waits for PostgreSQL (started alongside it, or restarting). */
const CONNECT_PATIENCE_MS = 60_000;

/**
 * The first connection, tried again for a minute: compose files and orchestrators that ignore
 * start order (podman-compose, some Kubernetes setups) start the app before the database.
 */
async function connectWithRetry(pool: Pool): Promise<PoolClient> {
  const deadline = Date.now() + CONNECT_PATIENCE_MS;
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      return await pool.connect();
    } catch (error) {
      if (Date.now() + wait > deadline) {
        await pool.end().catch(() => undefined);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Embedded PostgreSQL. `memory://` keeps nothing; `loadDataDir` starts from a migrated template. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { vector },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const migrator = drizzle({ client, schema });
  await assertSchemaNotNewer((text) => client.query(text)).catch(async (error: unknown) => {
    await client.close();
    throw error;
  });
  await migrate(migrator, { migrationsFolder: MIGRATIONS_DIR });
  const exec = async (text: string) => (await client.exec(text)).at(-1) ?? { rows: [] };
  await installJobSchema(exec);
  const vectors = await installVectorStore(exec);
  const db = migrator as unknown as Db;
  const executeSql = async (text: string, values?: unknown[]) => {
    // PGlite takes several statements only through exec, and parameters only through query.
    if (values && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    }
    const results = await client.exec(text).catch(async (error: unknown) => {
      // A failed statement list that began a transaction would leave the one session aborted.
      await client.exec('rollback').catch(() => undefined);
      throw error;
    });
    const last = results.at(-1);
    return {
      rows: (last?.rows ?? []) as Record<string, unknown>[],
      rowCount: last?.affectedRows ?? 0,
    };
  };
  return {
    kind: 'pglite',
    db,
    vectors,
    executeSql,
    listen: async (channel, onNotice) => {
      const unlisten = await client.listen(channel, onNotice);
      return () => unlisten();
    },
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** A connection of its own that LISTENs (a pooled one would be handed to other queries). */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: {
    onNotice: (payload: string) => void;
    onReconnect: () => void;
    onDrop: () => void;
    onError: (error: Error) => void;
  },
): Promise<() => Promise<void>> {
  const { onNotice, onReconnect, onDrop, onError } = handlers;
  const { Client, escapeIdentifier } = (await import('pg')).default;
  let client: InstanceType<typeof Client> | null = null;
  let closed = false;
  const reconnectSoon = () =>
    setTimeout(() => {
      if (closed) return;
      connect().then(onReconnect, (error: unknown) => {
        onError(error as Error);
        reconnectSoon();
      });
    }, 1_000).unref();
  const connect = async (): Promise<void> => {
    // Keep-alive probes find, in time, a connection that died without a word (a dropped route).
    const next = new Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || closed) return;
      client = null;
      onDrop();
      reconnectSoon();
    };
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
      lost();
    });
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
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
