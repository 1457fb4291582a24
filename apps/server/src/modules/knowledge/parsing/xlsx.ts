/**
 * Excel workbooks with exceljs: each row under a sheet's header becomes one record. The sheet
 * count is read from the zip first, since exceljs builds every sheet it finds in memory.
 */
import type { CellValue, Worksheet } from 'exceljs';
import { sheetParts } from './ooxml';
import { recordBlocks } from './records';
import { unpackEntry, type ZipEntry } from './zip-directory';
import { inspectZip, verifyUnpackedSizes } from './zip-guard';
import { ParseError, type ParsedDocument, type ParseLimits } from './types';

/** The sheets a workbook lists and the sheet parts it holds (exceljs reads both). */
function countSheets(bytes: Buffer, entries: ZipEntry[]): number {
  const workbook = entries.find((entry) => entry.name === 'xl/workbook.xml');
  const listed = workbook
    ? (unpackEntry(bytes, workbook)
        .toString('utf8')
        .match(/<(?:\w+:)?sheet[\s/>]/g)?.length ?? 0)
    : 0;
  return Math.max(sheetParts(entries), listed);
}

/** Excel shows 15 significant digits; more is floating-point noise (0.1 + 0.2). */
const numberText = (n: number) => String(Number(n.toPrecision(15)));

function dateText(date: Date): string {
  const iso = date.toISOString();
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  if ('text' in value) return cellText(value.text as CellValue);
  return '';
}

function sheetRows(sheet: Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    // row.values is 1-based and sparse.
    const values = row.values as CellValue[];
    rows.push(
      Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1])),
    );
  });
  return rows;
}

export async function parseXlsx(bytes: Buffer, limits: ParseLimits): Promise<ParsedDocument> {
  const entries = inspectZip(bytes, limits);
  const sheets = countSheets(bytes, entries);
  if (sheets > limits.maxSheets)
    throw new ParseError('TOO_MANY_SHEETS', `${sheets} sheets, at most ${limits.maxSheets}`);
  verifyUnpackedSizes(bytes, entries);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own `Buffer` type (an ArrayBuffer); at run time it wants Node's.
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return {
    blocks: workbook.worksheets.flatMap((sheet) => recordBlocks(sheetRows(sheet), sheet.name)),
  };
}
