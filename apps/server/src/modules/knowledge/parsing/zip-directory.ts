/**
 * A zip file's central directory, read by hand: the sizes each entry declares are known before
 * any library unpacks a byte, and an entry is never unpacked past the size it declares.
 */
import { inflateRawSync } from 'node:zlib';
import { ParseError } from './types';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; office files use nothing else. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const DIRECTORY_ENTRY_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_ARCHIVE_COMMENT = 0xffff;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const broken = (why: string) => new ParseError('BROKEN', `corrupt zip: ${why}`);

export function isZip(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(ZIP_MAGIC);
}

/** The end record sits in the last 22 bytes, unless an archive comment follows it. */
function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_ARCHIVE_COMMENT);
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw broken('no end of central directory');
}

export function readZipDirectory(bytes: Buffer): ZipEntry[] {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  // Zip64 exists for archives past 4 GB or 65,535 entries: never a document we would accept.
  if (count === 0xffff || at === 0xffffffff)
    throw new ParseError('UNPACKED_TOO_LARGE', 'zip64 archive');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + DIRECTORY_ENTRY_SIZE > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw broken('bad central directory entry');
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameStart = at + DIRECTORY_ENTRY_SIZE;
    entries.push({
      name: bytes.toString('utf8', nameStart, nameStart + nameLength),
      method: bytes.readUInt16LE(at + 10),
      encrypted: (bytes.readUInt16LE(at + 8) & 1) === 1,
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

function compressedData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_HEADER_SIZE > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER)
    throw broken(`no local header for ${entry.name}`);
  const start = at + LOCAL_HEADER_SIZE + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw broken(`${entry.name} runs past the end of the file`);
  return bytes.subarray(start, end);
}

/**
 * The entry's content. Inflating stops at the declared size: an entry that would unpack
 * further lies about its size, the mark of a zip bomb aimed at checks like ours.
 */
export function unpackEntry(bytes: Buffer, entry: ZipEntry): Buffer {
  if (entry.encrypted) throw new ParseError('ENCRYPTED', `${entry.name} is encrypted`);
  const data = compressedData(bytes, entry);
  if (entry.method === 0) {
    if (data.length !== entry.uncompressedSize) throw broken(`${entry.name} has two sizes`);
    return data;
  }
  if (entry.method !== 8) throw broken(`${entry.name} uses compression method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ParseError('UNPACKED_TOO_LARGE', `${entry.name} unpacks past its declared size`);
    throw broken(`${entry.name}: ${(error as Error).message}`);
  }
}
