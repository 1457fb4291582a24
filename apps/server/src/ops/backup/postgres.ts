import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Client } from 'pg';
import { databaseFacts, userCount, type Query } from './facts';
import { BackupError, type DatabaseFacts } from './manifest';

/**
 * The URL without its password, which goes to the tools in PGPASSWORD instead: a command line is
 * visible to every user of the machine.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function connect(url: string): Promise<{ client: Client; query: Query }> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to PostgreSQL: ${(error as Error).message}`, 1);
  }
  return { client, query: (text) => client.query(text) };
}

/** The last lines a tool wrote to stderr, kept to explain its failure. */
function stderrTail(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-4000);
  });
  return () => text.trim().split('\n').slice(-8).join('\n');
}

/** Waits for a tool to exit; answers its exit code, or refuses clearly when it is not installed. */
async function exited(child: ChildProcess, tool: string): Promise<number> {
  const [code] = (await Promise.race([
    once(child, 'close'),
    once(child, 'error').then(([error]) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new BackupError(
          `${tool} was not found: install the PostgreSQL client tools of your server's major ` +
            'version (Debian: apt-get install postgresql-client-15)',
        );
      throw error;
    }),
  ])) as [number | null];
  return code ?? 1;
}

/**
 * `pg_dump -Fc` of the database, taken in a snapshot exported by a transaction that counts the
 * rows first: the counts match the dump exactly however busy the running servers are.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const { client, query } = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const facts = await databaseFacts('postgres', query);
    const { dbname, env } = toolConnection(url);
    const dump = spawn(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0]!.id}`,
        // Behind a migration's lock it would wait forever; better to fail and be run again.
        '--lock-wait-timeout=60s',
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const tail = stderrTail(dump);
    if ((await exited(dump, 'pg_dump')) !== 0)
      throw new BackupError(`pg_dump failed:\n${tail()}`, 1);
    await client.query('commit');
    return facts;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function postgresFacts(url: string): Promise<DatabaseFacts> {
  const { client, query } = await connect(url);
  try {
    return await databaseFacts('postgres', query);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What a restore would replace: people who signed up, and other sessions (a running server). */
export async function postgresTarget(url: string): Promise<{ users: number; sessions: number }> {
  const { client, query } = await connect(url);
  try {
    const { rows } = await query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend'`,
    );
    return { users: await userCount(query), sessions: Number(rows[0]?.n ?? 0) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Everything outside the system schemas goes, in the same transaction that loads the dump: what
 * a newer version had added would otherwise survive beside the restored tables.
 */
const WIPE = `
set client_min_messages = warning;
do $$
declare item record;
begin
  for item in select extname from pg_extension where extname <> 'plpgsql' loop
    execute format('drop extension if exists %I cascade', item.extname);
  end loop;
  for item in select nspname from pg_namespace
               where nspname <> 'information_schema' and nspname not like 'pg\\_%' loop
    execute format('drop schema %I cascade', item.nspname);
  end loop;
end $$;
create schema public;
`;

/**
 * Replaces the database's content with the dump in one transaction: pg_restore writes SQL, psql
 * runs it after the wipe, and commits only when pg_restore finished well. A failure anywhere
 * leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, '--file=-'],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const psqlTail = stderrTail(psql);
  const psqlDone = exited(psql, 'psql');
  // psql stops reading at its first error; what is still written to it is lost, as it should be.
  psql.stdin!.on('error', () => undefined);
  psql.stdin!.write(`begin;\n${WIPE}\n`);
  const restore = spawn('pg_restore', ['--no-owner', '--no-acl', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const restoreTail = stderrTail(restore);
  restore.stdout!.pipe(psql.stdin!, { end: false });
  let restored: number;
  try {
    restored = await exited(restore, 'pg_restore');
  } catch (error) {
    psql.kill();
    await psqlDone.catch(() => undefined);
    throw error;
  }
  psql.stdin!.end(restored === 0 ? '\ncommit;\n' : '\nrollback;\n');
  const loaded = await psqlDone;
  if (loaded !== 0)
    throw new BackupError(
      `The database could not be restored (nothing was changed):\n${psqlTail()}`,
      1,
    );
  if (restored !== 0)
    throw new BackupError(`pg_restore failed (nothing was changed):\n${restoreTail()}`, 1);
}
