/**
 * Table rows (a sheet, a CSV) as record blocks: every value carries its column's header, so a
 * row found alone by search still says what each number means.
 */
import type { Block } from './types';

/** The full-width semicolon reads naturally in Chinese and seldom appears inside a value. */
const FIELD_SEPARATOR = '；';

/** A, B, … Z, AA, AB: the name a spreadsheet shows for a column without a header. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function recordText(fields: [name: string, value: string][]): string {
  return fields
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `${name}: ${value.trim()}`)
    .join(FIELD_SEPARATOR);
}

/** The first row with any value is the header; each later row becomes one record. */
export function recordBlocks(rows: string[][], sheet?: string): Block[] {
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  const [header, ...body] = filled;
  if (!header) return [];
  const where = sheet === undefined ? {} : { sheet };
  // A sheet that is only a header (or a title line) still says something.
  if (body.length === 0) {
    const text = header.map(oneLine).filter(Boolean).join(FIELD_SEPARATOR);
    return [{ kind: 'record', text, ...where }];
  }
  const names = header.map((cell, i) => oneLine(cell) || columnName(i));
  return body.map((row) => ({
    kind: 'record',
    text: recordText(row.map((value, i) => [names[i] ?? columnName(i), value])),
    ...where,
  }));
}
