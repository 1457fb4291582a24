import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { databaseFacts, userCount, type Query } from './facts';
import { BackupError, type DatabaseFacts } from './manifest';
import { extractTar, writeTar } from './tar';

/**
 * What of DATA_DIR is PostgreSQL's: the uploaded files may sit beside it (DATA_DIR/files) and are
 * copied from the file store instead. postmaster.pid is left out: it marks an open database.
 */
const DATABASE_ENTRY =
  /^(PG_VERSION|base|global|pg_[a-z_]+|pg_hba\.conf|pg_ident\.conf|postgresql(\.auto)?\.conf)$/;

async function databaseEntries(dataDir: string): Promise<string[]> {
  return (await readdir(dataDir)).filter((name) => DATABASE_ENTRY.test(name)).sort();
}

const hasPgliteDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * PGlite has no lock: a second process opening the folder would write beside the running server
 * and corrupt it. PGlite keeps postmaster.pid there while open and removes it on a clean close,
 * so its presence means a server holds the folder, or one stopped without closing it.
 */
function refuseWhenOpen(dataDir: string, what: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new BackupError(
      `The database in ${dataDir} is in use (postmaster.pid is present), so ${what} would risk ` +
        'damaging it. Stop the server first. If no server is running, the last one stopped ' +
        'without closing the database: start it once and stop it, then try again.',
    );
}

async function withPglite<T>(dataDir: string, use: (query: Query) => Promise<T>): Promise<T> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const client: PGlite = await PGlite.create(dataDir, { extensions: { vector } });
  try {
    return await use((text) => client.query<Record<string, unknown>>(text));
  } finally {
    await client.close();
  }
}

/**
 * A cold copy of the data folder: the database is opened (recovering it if needed), counted and
 * closed cleanly, then its files are archived as they lie. PGlite's own dumpDataDir() would take
 * the uploaded files beside it too, and hold the whole archive in memory.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<DatabaseFacts> {
  if (!hasPgliteDatabase(dataDir))
    throw new BackupError(
      `${path.resolve(dataDir)} holds no database (set DATA_DIR or DATABASE_URL)`,
    );
  refuseWhenOpen(dataDir, 'a backup');
  const facts = await withPglite(dataDir, (query) => databaseFacts('pglite', query));
  refuseWhenOpen(dataDir, 'a backup');
  const gzip = createGzip({ level: 1 });
  await Promise.all([
    writeTar(dataDir, await databaseEntries(dataDir), gzip),
    pipeline(gzip, createWriteStream(file, { flags: 'wx' })),
  ]);
  // A server started while the files were read may have changed them under the copy.
  refuseWhenOpen(dataDir, 'a backup');
  return facts;
}

export async function pgliteFacts(dataDir: string): Promise<DatabaseFacts> {
  return withPglite(dataDir, (query) => databaseFacts('pglite', query));
}

/** How many people signed up in the database a restore would replace (0 when there is none). */
export async function pgliteTarget(dataDir: string): Promise<{ users: number }> {
  if (!hasPgliteDatabase(dataDir)) return { users: 0 };
  refuseWhenOpen(dataDir, 'a restore');
  return { users: await withPglite(dataDir, userCount) };
}

/**
 * Unpacks the dump beside the database, then swaps the two folders' entries by renames: a dump
 * that fails to unpack leaves the database as it was.
 */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  refuseWhenOpen(dataDir, 'a restore');
  const suffix = randomBytes(4).toString('hex');
  const staged = path.join(dataDir, `.restoring-${suffix}`);
  const replaced = path.join(dataDir, `.replaced-${suffix}`);
  await mkdir(staged);
  try {
    await pipeline(createReadStream(file), createGunzip(), (gunzipped) =>
      extractTar(gunzipped, staged),
    ).catch((error: Error) => {
      throw new BackupError(
        `The database could not be restored (nothing was changed): ${file}: ${error.message}`,
        1,
      );
    });
    const incoming = await readdir(staged);
    if (!incoming.includes('PG_VERSION') || incoming.some((name) => !DATABASE_ENTRY.test(name)))
      throw new BackupError(`${file} is not a PGlite database dump (nothing was changed)`, 1);
    await mkdir(replaced);
    const current = await databaseEntries(dataDir);
    for (const name of current) await rename(path.join(dataDir, name), path.join(replaced, name));
    try {
      for (const name of incoming) await rename(path.join(staged, name), path.join(dataDir, name));
    } catch (error) {
      for (const name of incoming)
        await rm(path.join(dataDir, name), { recursive: true, force: true });
      for (const name of current) await rename(path.join(replaced, name), path.join(dataDir, name));
      throw error;
    }
    await rm(replaced, { recursive: true, force: true });
  } finally {
    await rm(staged, { recursive: true, force: true });
    // Only when empty: should putting the old database back have failed, it is still there.
    await rmdir(replaced).catch(() => undefined);
  }
}
