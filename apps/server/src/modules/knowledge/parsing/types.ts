import type { PARSE_FAILURES } from '@miaoyu/contracts';

/** What a parser makes of a file: its readable content as blocks, in reading order. */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'text'; text: string; page?: number }
  /** A table kept whole (rows as `a | b | c` lines, the header first). */
  | { kind: 'table'; text: string; sheet?: string; page?: number }
  /** One row of a sheet or CSV, written with its header: `列名: 值；列名: 值`. */
  | { kind: 'record'; text: string; sheet?: string };

export interface ParsedDocument {
  blocks: Block[];
}

export const DOCUMENT_KINDS = ['txt', 'md', 'html', 'pdf', 'docx', 'xlsx', 'csv', 'json'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Why a file could not be read; the code is shown to the user (translated by the web app). */
export type ParseFailure = (typeof PARSE_FAILURES)[number];

export class ParseError extends Error {
  constructor(
    readonly code: ParseFailure,
    message: string = code,
  ) {
    super(message);
    this.name = 'ParseError';
  }
}

export interface ParseLimits {
  /** Most bytes a compressed container (docx, xlsx) may unpack to. */
  maxUnpackedBytes: number;
  /** Most sheets a workbook may hold. */
  maxSheets: number;
  /** Most characters of text one file may yield. */
  maxChars: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxSheets: 200,
  maxChars: 20_000_000,
};
