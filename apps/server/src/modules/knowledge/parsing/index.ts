/**
 * A file's bytes to readable blocks: the type is found from the content, the matching parser
 * reads it, and every failure comes out as a ParseError whose code the user is shown.
 */
import { detectKind } from './detect';
import { parseCsv } from './csv';
import { parseDocx } from './docx';
import { htmlBlocks, parseHtml } from './html';
import { parseJson } from './json';
import { parseMarkdown } from './markdown';
import { parsePdf } from './pdf';
import { parseTxt } from './txt';
import { parseXlsx } from './xlsx';
import {
  DEFAULT_PARSE_LIMITS,
  ParseError,
  type DocumentKind,
  type ParsedDocument,
  type ParseLimits,
} from './types';

export { detectKind, decodeText } from './detect';
export * from './types';

type Parser = (bytes: Buffer, limits: ParseLimits) => Promise<ParsedDocument>;

const PARSERS: Record<DocumentKind, Parser> = {
  txt: parseTxt,
  md: parseMarkdown,
  html: parseHtml,
  pdf: parsePdf,
  docx: parseDocx,
  xlsx: parseXlsx,
  csv: parseCsv,
  json: parseJson,
};

/** A library's own error (a bad zip, a stack overflow on absurd nesting) means BROKEN. */
function asParseError(error: unknown): ParseError {
  if (error instanceof ParseError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ParseError('BROKEN', message || 'the file could not be read');
}

/** Drops empty blocks; refuses a document with no text left, or with more than the limit. */
function finish(document: ParsedDocument, limits: ParseLimits): ParsedDocument {
  const blocks = document.blocks.filter((block) => block.text.trim() !== '');
  const chars = blocks.reduce((sum, block) => sum + block.text.length, 0);
  // Cutting the text would index half a document as if it were whole.
  if (chars > limits.maxChars)
    throw new ParseError('UNPACKED_TOO_LARGE', `${chars} characters, more than ${limits.maxChars}`);
  if (blocks.length === 0) throw new ParseError('NO_TEXT', 'no readable text');
  return { blocks };
}

export async function parseDocument(
  bytes: Buffer,
  name: string,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<{ kind: DocumentKind; document: ParsedDocument }> {
  try {
    const kind = await detectKind(bytes, name);
    const document = finish(await PARSERS[kind](bytes, limits), limits);
    return { kind, document };
  } catch (error) {
    throw asParseError(error);
  }
}

/** A web page's HTML, read like an uploaded .html file. */
export function parseHtmlText(
  html: string,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): ParsedDocument {
  try {
    return finish({ blocks: htmlBlocks(html) }, limits);
  } catch (error) {
    throw asParseError(error);
  }
}
