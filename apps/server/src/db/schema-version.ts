import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The migrations beside this file (the bundle's build copies them beside itself). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface MigrationJournal {
  entries: { tag: string; when: number }[];
}

/** The migrations this code carries, oldest first (drizzle-kit's journal). */
export function migrationJournal(dir = MIGRATIONS_DIR): MigrationJournal {
  return JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as MigrationJournal;
}

/** Runs one statement and answers its rows: a pg client's or PGlite's `query`. */
export type SqlQuery = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** How many migrations the database has applied, and when the newest was generated. */
export async function appliedMigrations(
  query: SqlQuery,
): Promise<{ applied: number; newestAt: number }> {
  const { rows: table } = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table[0]?.present) return { applied: 0, newestAt: 0 };
  const { rows } = await query(
    'select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations',
  );
  return { applied: Number(rows[0]?.applied ?? 0), newestAt: Number(rows[0]?.newest ?? 0) };
}

/** The newest migration this code carries (its tag), which readiness reports. */
export function codeSchemaVersion(dir = MIGRATIONS_DIR): string {
  return migrationJournal(dir).entries.at(-1)?.tag ?? 'none';
}

/** Raised when the database was migrated by a newer version of the server than this one. */
export class SchemaNewerError extends Error {
  override name = 'SchemaNewerError';
}

/**
 * Refuses to run against a database migrated by newer code: the migrator would silently apply
 * nothing, and this code would then read and write tables it does not know the shape of
 * (a rolled-back image after an upgrade). `query` runs one statement and answers its rows.
 */
export async function assertSchemaNotNewer(query: SqlQuery, dir = MIGRATIONS_DIR): Promise<void> {
  const { applied, newestAt } = await appliedMigrations(query);
  const entries = migrationJournal(dir).entries;
  if (newestAt <= (entries.at(-1)?.when ?? 0)) return;
  throw new SchemaNewerError(
    `The database's schema is newer than this server: it has ${applied} ` +
      `migrations, the newest applied from code built on ${new Date(newestAt).toISOString()}, ` +
      `while this server knows ${entries.length}, up to ${codeSchemaVersion(dir)}. ` +
      'Start the newer version of 妙语 AI Studio instead (downgrading is not supported), ' +
      'or restore a backup taken before the upgrade (docs/upgrade.md).',
  );
}
