import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config';
import { installRoot } from '../../lib/install-root';
import { filesDir, openStorage } from '../../plugins/storage';
import { backupFiles } from './files';
import {
  BackupError,
  count,
  DUMP,
  FORMAT,
  FORMAT_VERSION,
  hashFile,
  MANIFEST,
  readManifest,
  type Manifest,
} from './manifest';
import { dumpPglite } from './pglite';
import { dumpPostgres } from './postgres';

export interface BackupOptions {
  /** The new backup's folder; `./backups/<UTC time>` when not given. */
  folder?: string;
  /** Backups to keep in the folder's parent, this one included; older ones are deleted. */
  keep?: number;
}

function appVersion(): string {
  const root = installRoot(fileURLToPath(import.meta.url));
  return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** `2026-11-28T03-04-05Z`: sorts by time and is a valid file name everywhere. */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

const isInside = (child: string, parent: string) =>
  path.relative(parent, child) === '' || !path.relative(parent, child).startsWith('..');

/** Refuses the configurations with nothing lasting to back up, or a folder that copies itself. */
function checkSources(config: Config, folder: string): void {
  const memory = config.DATA_DIR.startsWith('memory://');
  if (!config.DATABASE_URL && memory)
    throw new BackupError(
      'DATA_DIR=memory:// keeps no database on disk: there is nothing to back up',
    );
  if (!config.S3_BUCKET && !config.FILES_DIR && memory)
    throw new BackupError('Files live in a temporary folder (DATA_DIR=memory://): set FILES_DIR');
  if (!config.S3_BUCKET && isInside(folder, path.resolve(filesDir(config))))
    throw new BackupError(
      `${folder} is inside the file store (${filesDir(config)}): choose another folder`,
    );
}

/**
 * Writes a backup into a hidden folder beside the target and renames it into place once the
 * manifest is written: a folder with a manifest is always a whole backup.
 */
export async function runBackup(config: Config, options: BackupOptions): Promise<string> {
  const started = Date.now();
  const createdAt = new Date();
  const folder = path.resolve(options.folder ?? path.join('backups', stamp(createdAt)));
  checkSources(config, folder);
  if (existsSync(folder)) throw new BackupError(`${folder} already exists: choose a new folder`);
  const parent = path.dirname(folder);
  const partial = path.join(
    parent,
    `.${path.basename(folder)}.partial-${randomBytes(4).toString('hex')}`,
  );
  await mkdir(partial, { recursive: true });
  let manifest: Manifest;
  try {
    const dump = path.join(partial, DUMP);
    const database = config.DATABASE_URL
      ? await dumpPostgres(config.DATABASE_URL, dump)
      : await dumpPglite(config.DATA_DIR, dump);
    const files = await backupFiles(await openStorage(config), partial);
    manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: createdAt.toISOString(),
      database,
      files: [{ path: DUMP, ...(await hashFile(dump)) }, ...files],
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      flag: 'wx',
    });
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  const pruned = options.keep ? await prune(parent, options.keep) : [];
  const rows = Object.values(manifest.database.rows).reduce((sum, n) => sum + n, 0);
  const objects = manifest.files.length - 1;
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return (
    `backup written to ${folder}: ${count(rows, 'row')} in ` +
    `${count(Object.keys(manifest.database.rows).length, 'table')}, ${count(objects, 'file')}, ` +
    `${count(bytes, 'byte')}, ${seconds} s` +
    (pruned.length ? `; deleted ${pruned.length} older (${pruned.join(', ')})` : '')
  );
}

/** Deletes all but the newest `keep` backups in `parent`: only folders with a valid manifest. */
async function prune(parent: string, keep: number): Promise<string[]> {
  const backups: { name: string; createdAt: string }[] = [];
  for (const entry of await readdir(parent, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    try {
      const manifest = await readManifest(path.join(parent, entry.name));
      backups.push({ name: entry.name, createdAt: manifest.createdAt });
    } catch {
      // Not a backup of ours (or one this version cannot read): never deleted.
    }
  }
  backups.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const old = backups.slice(keep).map((backup) => backup.name);
  for (const name of old) await rm(path.join(parent, name), { recursive: true, force: true });
  return old;
}
