/**
 * CSV and TSV, read with the quoting rules of RFC 4180 (quoted delimiters, doubled quotes,
 * line breaks inside quotes, CRLF). Excel in a Chinese or European locale writes `;` or tabs.
 */
import { decodeText } from './decode-text';
import { recordBlocks } from './records';
import type { ParsedDocument, ParseLimits } from './types';

export const CSV_DELIMITERS = [',', '\t', ';'] as const;

export function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count++;
  }
  return count;
}

/** The delimiter the header line uses most; a one-column file falls back to a comma. */
export function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const count = countOutsideQuotes(firstLine, delimiter);
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

export function readCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) endField();
    else if (c === '\n') endRow();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

export async function parseCsv(bytes: Buffer, _limits: ParseLimits): Promise<ParsedDocument> {
  const text = decodeText(bytes);
  return { blocks: recordBlocks(readCsv(text, detectDelimiter(text))) };
}
