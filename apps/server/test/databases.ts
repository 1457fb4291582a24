import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). `TEST_DATABASES`
 * (`pglite` or `postgres`) narrows a run to one of them, so the two can run side by side.
 */
export const DATABASE_KINDS: DatabaseKind[] = (
  process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
).filter(
  (kind) => !process.env.TEST_DATABASES || process.env.TEST_DATABASES.split(',').includes(kind),
);

/** Whether this run tests the database of that kind. */
export const testsOn = (kind: DatabaseKind) => DATABASE_KINDS.includes(kind);

/** A fresh, migrated database of the given kind, private to the calling test file. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const template = await readFile(inject('pgliteTemplate'));
    return openPglite('memory://', new Blob([template]));
  }
  const fresh = await createPostgresDatabase(inject('postgresTemplate') || undefined);
  const database = await openPostgres(fresh.url, 5);
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A PostgreSQL database beside TEST_DATABASE_URL's: empty (for processes the test starts too), or
 * a copy of a template database.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `miaoyu_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(base, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
