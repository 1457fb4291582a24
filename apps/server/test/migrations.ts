import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { MIGRATIONS_DIR } from '../src/db/client';

/** Runs one migration file, statement by statement, as the migrator does. */
export async function applyMigration(client: PGlite, file: string): Promise<void> {
  const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement);
}

/**
 * A fresh in-memory database with every migration before `file` applied: rows can be written as
 * they stood before it, then `file` applied to them. The caller closes it.
 */
export async function databaseBefore(file: string): Promise<PGlite> {
  const client = await PGlite.create('memory://', { extensions: { vector } });
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
  for (const earlier of files.filter((f) => f < file).sort()) await applyMigration(client, earlier);
  return client;
}
