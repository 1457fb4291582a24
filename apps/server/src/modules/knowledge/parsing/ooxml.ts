/**
 * Office Open XML packages told apart by the parts their zip directory lists, without
 * unpacking anything: file-type reads `[Content_Types].xml` only up to 1 MB, and a workbook of
 * many sheets names each one there.
 */
import { isZip, readZipDirectory, type ZipEntry } from './zip-directory';

const CONTENT_TYPES = '[Content_Types].xml';
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;

/** docx or xlsx by its main part; null for another package or a plain zip. */
export function ooxmlKind(entries: ZipEntry[]): 'docx' | 'xlsx' | null {
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has(CONTENT_TYPES)) return null;
  if (names.has('xl/workbook.xml')) return 'xlsx';
  if (names.has('word/document.xml')) return 'docx';
  return null;
}

/** The worksheet parts a workbook holds. */
export function sheetParts(entries: ZipEntry[]): number {
  return entries.filter((entry) => WORKSHEET_PART.test(entry.name)).length;
}

/** The sheet parts of a workbook, judged from its directory alone; null for anything else. */
export function workbookSheetParts(bytes: Buffer): number | null {
  if (!isZip(bytes)) return null;
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes);
  } catch {
    // Not readable as a zip: the parser says how it is broken.
    return null;
  }
  return ooxmlKind(entries) === 'xlsx' ? sheetParts(entries) : null;
}
