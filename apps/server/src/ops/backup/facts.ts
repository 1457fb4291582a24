import { appliedMigrations, migrationJournal, type SqlQuery } from '../../db/schema-version';
import type { DatabaseFacts, SchemaState } from './manifest';

export type Query = SqlQuery;

/** The newest migration this code carries. */
export function codeSchema(): { newest: string; newestAt: number; migrations: number } {
  const entries = migrationJournal().entries;
  return {
    newest: entries.at(-1)?.tag ?? 'none',
    newestAt: entries.at(-1)?.when ?? 0,
    migrations: entries.length,
  };
}

/** The migrations drizzle recorded as applied in this database. */
async function schemaState(query: Query): Promise<SchemaState> {
  const { applied, newestAt } = await appliedMigrations(query);
  if (applied === 0) return { migrations: 0, newest: 'none', newestAt: 0 };
  const known = migrationJournal().entries.find((entry) => entry.when === newestAt);
  return {
    migrations: applied,
    newest: known?.tag ?? 'unknown to this version',
    newestAt,
  };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Rows of every ordinary table outside the system schemas (ours, drizzle's, the job queue's and
 * its partitions), keyed `schema.table`, counted in one statement: within one snapshot.
 */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const { rows: tables } = await query(
    `select n.nspname as schema, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  if (tables.length === 0) return {};
  const parts = tables.map(({ schema, name }) => {
    const key = `${String(schema)}.${String(name)}`;
    return `select ${literal(key)} as key, count(*)::text as n from ${ident(String(schema))}.${ident(String(name))}`;
  });
  const { rows } = await query(parts.join('\nunion all\n'));
  return Object.fromEntries(rows.map((row) => [String(row.key), Number(row.n)]));
}

/** What the manifest says of the database, read within the caller's snapshot. */
export async function databaseFacts(
  kind: DatabaseFacts['kind'],
  query: Query,
): Promise<DatabaseFacts> {
  const { rows } = await query('show server_version');
  const version = String(rows[0]?.server_version ?? '?');
  return {
    kind,
    server: kind === 'pglite' ? `PGlite (PostgreSQL ${version})` : `PostgreSQL ${version}`,
    schema: await schemaState(query),
    rows: await countRows(query),
  };
}

/** People who signed up: a database without any holds nothing a restore would destroy. */
export async function userCount(query: Query): Promise<number> {
  const { rows: table } = await query(`select to_regclass('public.users') is not null as present`);
  if (!table[0]?.present) return 0;
  const { rows } = await query('select count(*)::int as n from public.users');
  return Number(rows[0]?.n ?? 0);
}

/** The differences between the rows a manifest recorded and those counted now. */
export function rowDifferences(
  expected: Record<string, number>,
  actual: Record<string, number>,
): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables
    .filter((table) => expected[table] !== actual[table])
    .map(
      (table) =>
        `${table}: ${expected[table] ?? 'no table'} in the backup, ${actual[table] ?? 'no table'} now`,
    );
}
