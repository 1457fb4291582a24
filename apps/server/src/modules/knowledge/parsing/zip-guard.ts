/**
 * Zip bomb checks for docx and xlsx, run before mammoth or exceljs unpack anything: those
 * libraries inflate whole entries into memory and would take the worker down with them.
 */
import { readZipDirectory, unpackEntry, type ZipEntry } from './zip-directory';
import { ParseError, type ParseLimits } from './types';

/** Text compresses well, 10:1 or even 50:1; beyond this only padding does, and bombs are padding. */
const MAX_COMPRESSION_RATIO = 200;
/** Small entries may compress absurdly (an empty sheet) without harm. */
const RATIO_CHECK_FROM_BYTES = 10 * 1024 * 1024;
/** The entries file-type reads to tell docx from xlsx, and the most it reads of one. */
const DETECTION_ENTRIES = new Set(['[Content_Types].xml', 'mimetype']);
const DETECTION_ENTRY_MAX_BYTES = 1024 * 1024;

const tooLarge = (why: string) => new ParseError('UNPACKED_TOO_LARGE', why);

/** The directory, once the sizes it declares are within the limits. Nothing is unpacked. */
export function inspectZip(bytes: Buffer, limits: ParseLimits): ZipEntry[] {
  const entries = readZipDirectory(bytes);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > RATIO_CHECK_FROM_BYTES && ratio > MAX_COMPRESSION_RATIO)
      throw tooLarge(`${entry.name} is compressed ${Math.round(ratio)}:1`);
  }
  if (total > limits.maxUnpackedBytes)
    throw tooLarge(`unpacks to ${total} bytes, more than ${limits.maxUnpackedBytes}`);
  return entries;
}

/** Unpacks every entry once, so one declaring less than it holds is caught before a library. */
export function verifyUnpackedSizes(bytes: Buffer, entries: ZipEntry[]): void {
  for (const entry of entries) unpackEntry(bytes, entry);
}

/** Both checks: what a zip document must pass before its library opens it. */
export function guardZip(bytes: Buffer, limits: ParseLimits): ZipEntry[] {
  const entries = inspectZip(bytes, limits);
  verifyUnpackedSizes(bytes, entries);
  return entries;
}

/**
 * file-type inflates `[Content_Types].xml` whole when it declares at most 1 MB; this makes sure
 * the entry tells the truth before it does. A zip with no readable directory is BROKEN.
 * Answers the directory.
 */
export function guardTypeDetection(bytes: Buffer): ZipEntry[] {
  const entries = readZipDirectory(bytes);
  for (const entry of entries) {
    if (DETECTION_ENTRIES.has(entry.name) && entry.uncompressedSize <= DETECTION_ENTRY_MAX_BYTES)
      unpackEntry(bytes, entry);
  }
  return entries;
}
