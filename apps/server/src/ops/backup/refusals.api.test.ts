import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOn, captured, makeStack, type Stack } from '../../../test/backup';
import { DATABASE_KINDS, testsOn } from '../../../test/databases';
import { multipart } from '../../../test/multipart';
import { backup, restore } from './command';
import { codeSchema } from './facts';
import type { Manifest } from './manifest';

/** A person's nickname, which the tests change after the backup to see whether a restore ran. */
const nickname = (stack: Stack) =>
  stack.read(async (query) => (await query('select nickname from public.users')).rows);

async function run(command: typeof backup, stack: Stack, args: string[]) {
  const output = captured();
  const code = await command(stack.config, args, output);
  return { code, text: output.lines.join('\n') };
}

async function editManifest(folder: string, edit: (manifest: Manifest) => void) {
  const file = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  edit(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

describe.each(DATABASE_KINDS)('backup and restore refusals on %s', (kind) => {
  let stack: Stack;
  let good: string;
  let avatarKey: string;
  const copyOf = async (name: string) => {
    const folder = path.join(stack.backups, name);
    await cp(good, folder, { recursive: true });
    return folder;
  };

  beforeAll(async () => {
    stack = await makeStack(kind, 'local');
    const t = await appOn(stack);
    try {
      const { authorization } = await t.signIn('13500072001');
      const form = multipart({}, [
        { field: 'file', filename: 'a.png', contentType: 'image/png', body: PNG },
      ]);
      const avatar = await t.app.inject({
        method: 'POST',
        url: '/v1/user/avatar',
        ...form,
        headers: { ...form.headers, authorization },
      });
      expect(avatar.statusCode, avatar.body).toBe(200);
    } finally {
      await t.app.close();
    }
    good = path.join(stack.backups, 'good');
    const made = await run(backup, stack, [good]);
    expect(made.code, made.text).toBe(0);
    avatarKey = (await readdir(path.join(good, 'files/avatar')))[0]!;
    // Changed after the backup: a restore that ran would put them back.
    await stack.read((query) => query(`update public.users set nickname = '改过的'`));
    await rm(path.join(stack.config.FILES_DIR ?? path.join(stack.config.DATA_DIR, 'files')), {
      recursive: true,
    });
    changed = await stack.fingerprint();
  });
  afterAll(async () => {
    await stack?.close();
  });

  let changed: string;
  const untouched = async () => {
    expect(await stack.fingerprint()).toBe(changed);
    expect(await stack.checksums()).toEqual({});
  };

  it('refuses a backup with one byte changed, or a file missing, before touching anything', async () => {
    for (const target of [`files/avatar/${avatarKey}`, 'database.dump']) {
      const folder = await copyOf(`tampered-${target.length}`);
      const file = path.join(folder, target);
      const bytes = await readFile(file);
      const middle = bytes.length >> 1;
      bytes.writeUInt8(bytes.readUInt8(middle) ^ 1, middle);
      await writeFile(file, bytes);
      const refused = await run(restore, stack, [folder, '--force']);
      expect(refused.code).toBe(2);
      expect(refused.text).toBe(
        `The backup is damaged: ${file} does not match its checksum in manifest.json; nothing was restored`,
      );
    }
    const folder = await copyOf('incomplete');
    await rm(path.join(folder, 'files/avatar', avatarKey));
    const refused = await run(restore, stack, [folder, '--force']);
    expect([refused.code, refused.text]).toEqual([
      2,
      expect.stringMatching(/incomplete: .* is missing/),
    ]);
    await untouched();
  });

  it('leaves the database as it was when the dump fails to load halfway', async () => {
    const folder = await copyOf('truncated');
    const dump = path.join(folder, 'database.dump');
    const whole = await readFile(dump);
    const half = whole.subarray(0, whole.length >> 1);
    await writeFile(dump, half);
    await editManifest(folder, (manifest) => {
      manifest.files[0] = { path: 'database.dump', size: half.length, sha256: sha256(half) };
    });
    const failed = await run(restore, stack, [folder, '--force']);
    expect(failed.code).toBe(1);
    expect(failed.text).toMatch(
      kind === 'postgres'
        ? /^pg_restore failed \(nothing was changed\):\n.*end of file/
        : /^The database could not be restored \(nothing was changed\): .*unexpected end of file/,
    );
    await untouched();
    if (kind === 'pglite')
      expect((await readdir(stack.config.DATA_DIR)).filter((name) => name.startsWith('.'))).toEqual(
        [],
      );
  });

  it('refuses backups it cannot restore faithfully, saying why', async () => {
    const newer = await copyOf('newer');
    await editManifest(newer, (manifest) => {
      manifest.database.schema.newestAt = codeSchema().newestAt + 1;
      manifest.database.schema.migrations += 1;
      manifest.appVersion = '9.0.0';
    });
    const fromNewer = await run(restore, stack, [newer, '--force']);
    expect(fromNewer.code).toBe(2);
    expect(fromNewer.text).toMatch(/newer than this version's .*restore it with version 9\.0\.0/);

    const format = await copyOf('format');
    await editManifest(format, (manifest) => Object.assign(manifest, { formatVersion: 2 }));
    expect(await run(restore, stack, [format])).toEqual({
      code: 2,
      text: `${format} has backup format 2; this version reads format 1 only (restore it with the version that made it)`,
    });
    const other = kind === 'pglite' ? 'postgres' : 'pglite';
    const kindless = await copyOf('other-kind');
    await editManifest(kindless, (manifest) => (manifest.database.kind = other));
    expect((await run(restore, stack, [kindless])).text).toMatch(/same kind of database/);
    const missing = path.join(stack.backups, 'nothing-here');
    expect(await run(restore, stack, [missing])).toEqual({
      code: 2,
      text: `${missing} is not a backup: it has no readable manifest.json`,
    });
    expect(await run(restore, stack, [])).toEqual({
      code: 2,
      text: 'usage: restore <folder> [--force]',
    });
    await untouched();
  });

  it('replaces a database people use only with --force', async () => {
    const refused = await run(restore, stack, [good]);
    expect(refused.code).toBe(2);
    expect(refused.text).toMatch(/^Nothing was restored: the database has 1 user\. .*--force/);
    // Counting the users opened PGlite, which writes to its folder: read the rows instead.
    expect(await nickname(stack)).toEqual([{ nickname: '改过的' }]);
    expect(await stack.checksums()).toEqual({});
    const forced = await run(restore, stack, [good, '--force']);
    expect(forced.code, forced.text).toBe(0);
    expect(await nickname(stack)).not.toEqual([{ nickname: '改过的' }]);
    expect(Object.keys(await stack.checksums())).toEqual([`avatar/${avatarKey}`]);
  });

  it('never leaves a half-written backup, and keeps the newest when asked', async () => {
    if (kind === 'pglite') {
      // A running server holds the folder: PGlite has no lock, so the backup must not open it.
      const database = await stack.open();
      try {
        const held = await run(backup, stack, [path.join(stack.backups, 'held')]);
        expect(held.code).toBe(2);
        expect(held.text).toMatch(
          /is in use \(postmaster\.pid is present\).*Stop the server first/s,
        );
      } finally {
        await database.close();
      }
    } else {
      const gone = { ...stack.config, DATABASE_URL: `${stack.config.DATABASE_URL}_gone` };
      const output = captured();
      expect(await backup(gone, [path.join(stack.backups, 'held')], output)).toBe(1);
      expect(output.lines.join('\n')).toMatch(/Cannot connect to PostgreSQL: .*does not exist/);
    }
    expect((await readdir(stack.backups)).filter((name) => /held/.test(name))).toEqual([]);
    expect((await run(backup, stack, [good])).text).toBe(
      `${good} already exists: choose a new folder`,
    );

    const kept = path.join(stack.backups, 'kept');
    for (const [name, createdAt] of [
      ['older', '2020-01-01T00:00:00.000Z'],
      ['old', '2021-01-01T00:00:00.000Z'],
    ] as const) {
      await mkdir(path.join(kept, name), { recursive: true });
      const manifest = JSON.parse(await readFile(path.join(good, 'manifest.json'), 'utf8'));
      await writeFile(
        path.join(kept, name, 'manifest.json'),
        JSON.stringify({ ...manifest, createdAt }),
      );
    }
    await mkdir(path.join(kept, 'notes'));
    const made = await run(backup, stack, [path.join(kept, 'new'), '--keep', '2']);
    expect(made.code, made.text).toBe(0);
    expect(made.text).toMatch(/; deleted 1 older \(older\)$/);
    expect((await readdir(kept)).sort()).toEqual(['new', 'notes', 'old']);
  });
});

describe.runIf(testsOn('pglite'))('the restore command', () => {
  it('answers a bad folder with one line and exit code 2, no stack trace', async () => {
    const serverDir = path.resolve(import.meta.dirname, '../../..');
    const child = spawn(
      path.join(serverDir, '../../node_modules/.bin/tsx'),
      ['src/main.ts', 'restore', '/nonexistent/backup'],
      { cwd: serverDir, env: { ...process.env, LOG_LEVEL: 'silent' } },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const [code] = await once(child, 'exit');
    expect([code, output]).toEqual([
      2,
      '/nonexistent/backup is not a backup: it has no readable manifest.json\n',
    ]);
  });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
