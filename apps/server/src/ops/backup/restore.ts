import path from 'node:path';
import type { Config } from '../../config';
import { openStorage } from '../../plugins/storage';
import { codeSchema, rowDifferences } from './facts';
import { fileDifferences, restoreFiles, storedObjects } from './files';
import { BackupError, count, DUMP, readManifest, verifyFiles, type Manifest } from './manifest';
import { pgliteFacts, pgliteTarget, restorePglite } from './pglite';
import { postgresFacts, postgresTarget, restorePostgres } from './postgres';

export interface RestoreOptions {
  folder: string;
  /** Replace a database that people already use, and a file store that holds files. */
  force?: boolean;
}

/** Refusals that need nothing but the manifest and this configuration. */
function checkFits(config: Config, manifest: Manifest): void {
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new BackupError(
      `This backup is of ${manifest.database.kind === 'pglite' ? 'an embedded PGlite database' : 'PostgreSQL'}, ` +
        `but this configuration uses ${kind === 'pglite' ? 'PGlite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}: ` +
        'a backup is restored into the same kind of database',
    );
  if (kind === 'pglite' && config.DATA_DIR.startsWith('memory://'))
    throw new BackupError(
      'DATA_DIR=memory:// keeps nothing: set DATA_DIR to the folder to restore into',
    );
  const code = codeSchema();
  if (manifest.database.schema.newestAt > code.newestAt)
    throw new BackupError(
      `This backup's database schema (${manifest.database.schema.migrations} migrations, from ` +
        `version ${manifest.appVersion}) is newer than this version's (${code.migrations}, up to ` +
        `${code.newest}): restore it with version ${manifest.appVersion} or newer`,
    );
}

/**
 * Checks the whole backup and the target first; then loads the database, then the files; then
 * counts again and compares with the manifest. Answers the summary line.
 */
export async function runRestore(config: Config, options: RestoreOptions): Promise<string> {
  const started = Date.now();
  const folder = path.resolve(options.folder);
  const manifest = await readManifest(folder);
  checkFits(config, manifest);
  await verifyFiles(folder, manifest);

  const storage = await openStorage(config);
  const objectsBefore = await storedObjects(storage);
  if (!options.force) {
    const target = config.DATABASE_URL
      ? await postgresTarget(config.DATABASE_URL)
      : { sessions: 0, ...(await pgliteTarget(config.DATA_DIR)) };
    const held = [
      ...(target.users ? [`the database has ${count(target.users, 'user')}`] : []),
      ...(objectsBefore.size ? [`the file store holds ${count(objectsBefore.size, 'file')}`] : []),
      ...(target.sessions
        ? [
            `${count(target.sessions, 'other connection')} to the database ` +
              '(is a server still running?)',
          ]
        : []),
    ];
    if (held.length)
      throw new BackupError(
        `Nothing was restored: ${held.join(', ')}. A restore replaces all of it; stop the ` +
          'servers and run it again with --force to go ahead.',
      );
  }

  const dump = path.join(folder, DUMP);
  if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, dump);
  else await restorePglite(config.DATA_DIR, dump);
  await restoreFiles(storage, folder, manifest.files, objectsBefore);

  const facts = config.DATABASE_URL
    ? await postgresFacts(config.DATABASE_URL)
    : await pgliteFacts(config.DATA_DIR);
  const problems = [
    ...rowDifferences(manifest.database.rows, facts.rows),
    ...fileDifferences(manifest.files, await storedObjects(storage)),
  ];
  if (problems.length)
    throw new BackupError(
      `Restored, but what is there differs from the backup:\n  ${problems.slice(0, 20).join('\n  ')}`,
      1,
    );
  const rows = Object.values(facts.rows).reduce((sum, n) => sum + n, 0);
  const files = manifest.files.length - 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return (
    `restored ${folder} (made ${manifest.createdAt} by version ${manifest.appVersion}): ` +
    `${count(rows, 'row')} in ${count(Object.keys(facts.rows).length, 'table')} and ` +
    `${count(files, 'file')}, all as ` +
    `the manifest says, ${seconds} s`
  );
}
