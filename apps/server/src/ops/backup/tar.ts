import { createReadStream } from 'node:fs';
import { lstat, mkdir, open, readdir, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { BackupError } from './manifest';

/**
 * A plain ustar archive of a folder's entries, so `tar tzf database.dump` can inspect a PGlite
 * backup. Only what a PostgreSQL data folder holds: folders and regular files, short names.
 */
const BLOCK = 512;

function header(name: string, size: number, type: '0' | '5', mtime: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`name too long for the archive: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0');
  block.write(name, 0);
  block.write(octal(type === '5' ? 0o755 : 0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write(type, 156);
  block.write('ustar\u000000', 257, 'latin1');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)}\u0000`, 148, 'latin1');
  return block;
}

async function put(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes `entries` (names directly under `root`) and everything below them to `out`, then ends it. */
export async function writeTar(root: string, entries: string[], out: Writable): Promise<void> {
  const walk = async (name: string): Promise<void> => {
    const full = path.join(root, name);
    const stat = await lstat(full);
    if (stat.isDirectory()) {
      await put(out, header(`${name}/`, 0, '5', stat.mtimeMs));
      for (const child of (await readdir(full)).sort()) await walk(`${name}/${child}`);
      return;
    }
    if (!stat.isFile()) throw new BackupError(`${full} is neither a file nor a folder`);
    await put(out, header(name, stat.size, '0', stat.mtimeMs));
    let written = 0;
    for await (const chunk of createReadStream(full) as AsyncIterable<Buffer>) {
      written += chunk.length;
      await put(out, chunk);
    }
    if (written !== stat.size) throw new BackupError(`${full} changed while it was copied`);
    await put(out, Buffer.alloc((BLOCK - (written % BLOCK)) % BLOCK));
  };
  for (const entry of entries) await walk(entry);
  await put(out, Buffer.alloc(BLOCK * 2));
  out.end();
  await once(out, 'finish');
}

/** A name from the archive as a path inside `into`, or a refusal. */
function inside(into: string, name: string): string {
  const clean = name.replace(/\/$/, '');
  if (!clean || clean.startsWith('/') || clean.split('/').some((part) => part === '..' || !part))
    throw new BackupError(`the database dump holds an unsafe name: ${name}`);
  return path.join(into, ...clean.split('/'));
}

/** Unpacks an archive written by writeTar into `into` (which exists). */
export async function extractTar(source: AsyncIterable<Buffer>, into: string): Promise<void> {
  const state: Unpacking = { pending: Buffer.alloc(0), file: null, skip: 0, ended: false };
  try {
    for await (const chunk of source) {
      state.pending = state.pending.length ? Buffer.concat([state.pending, chunk]) : chunk;
      await unpack(state, into);
      if (state.ended) break;
    }
  } finally {
    await state.file?.handle.close();
  }
  if (state.file || !state.ended) throw new BackupError('the database dump ends early');
}

interface Unpacking {
  pending: Buffer;
  /** The file being written and how many of its bytes are still to come. */
  file: { handle: FileHandle; left: number } | null;
  /** Padding still to pass over after a file's bytes. */
  skip: number;
  ended: boolean;
}

async function unpack(state: Unpacking, into: string): Promise<void> {
  while (state.pending.length && !state.ended) {
    if (state.file) {
      const part = state.pending.subarray(0, state.file.left);
      await state.file.handle.write(part);
      state.file.left -= part.length;
      state.pending = state.pending.subarray(part.length);
      if (state.file.left === 0) {
        await state.file.handle.close();
        state.file = null;
      }
    } else if (state.skip) {
      const n = Math.min(state.skip, state.pending.length);
      state.skip -= n;
      state.pending = state.pending.subarray(n);
    } else if (state.pending.length >= BLOCK) {
      const block = state.pending.subarray(0, BLOCK);
      state.pending = state.pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) state.ended = true;
      else await entry(state, block, into);
    } else return;
  }
}

async function entry(state: Unpacking, block: Buffer, into: string): Promise<void> {
  const field = (from: number, to: number) =>
    block.toString('utf8', from, to).replace(/\0.*$/s, '');
  const name = field(0, 100);
  const size = parseInt(field(124, 136), 8);
  const type = String.fromCharCode(block[156]!);
  const full = inside(into, name);
  if (type === '5') {
    await mkdir(full, { recursive: true });
    return;
  }
  if (type !== '0' || !Number.isSafeInteger(size))
    throw new BackupError(`the database dump holds an entry of an unknown kind: ${name}`);
  await mkdir(path.dirname(full), { recursive: true });
  const handle = await open(full, 'wx');
  if (size) state.file = { handle, left: size };
  else await handle.close();
  state.skip = (BLOCK - (size % BLOCK)) % BLOCK;
}
