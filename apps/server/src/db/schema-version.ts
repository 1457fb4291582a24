import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The migrations beside this file (the bundle's build copies them beside itself). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

interface Journal {
  entries: { tag: string; when: number }[];
}

function journal(dir: string): Journal {
  return JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
}

/** The newest migration this code carries (its tag), which readiness reports. */
export function codeSchemaVersion(dir = MIGRATIONS_DIR): string {
  return journal(dir).entries.at(-1)?.tag ?? 'none';
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
export async function assertSchemaNotNewer(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
  dir = MIGRATIONS_DIR,
): Promise<void> {
  const { rows: table } = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table[0]?.present) return;
  const { rows } = await query(
    'select max(created_at)::text as newest, count(*)::int as applied from drizzle.__drizzle_migrations',
  );
  const newest = Number(rows[0]?.newest ?? 0);
  const entries = journal(dir).entries;
  const known = entries.at(-1)?.when ?? 0;
  if (newest <= known) return;
  throw new SchemaNewerError(
    `The database's schema is newer than this server: it has ${String(rows[0]?.applied)} ` +
      `migrations, the newest applied from code built on ${new Date(newest).toISOString()}, ` +
      `while this server knows ${entries.length}, up to ${codeSchemaVersion(dir)}. ` +
      'Start the newer version of 妙语 AI Studio instead (downgrading is not supported), ' +
      'or restore a backup taken before the upgrade (docs/upgrade.md).',
  );
}
