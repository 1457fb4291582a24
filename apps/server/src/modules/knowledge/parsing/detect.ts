/**
 * What a file is, judged by its content: a name can lie (a PNG called notes.txt) or say
 * nothing, so it only breaks ties between text formats.
 */
import { fileTypeFromBuffer } from 'file-type';
import { countOutsideQuotes, CSV_DELIMITERS } from './csv';
import { decodeText } from './decode-text';
import { ooxmlKind } from './ooxml';
import { isZip } from './zip-directory';
import { guardTypeDetection } from './zip-guard';
import { ParseError, type DocumentKind } from './types';

export { decodeText };

const BINARY_KINDS: Record<string, DocumentKind> = { pdf: 'pdf', docx: 'docx', xlsx: 'xlsx' };
/** Text-based formats file-type knows whose raw text would only be markup noise. */
const REFUSED_TEXT_FORMATS = new Set(['rtf']);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Office stores a password-protected docx or xlsx as an OLE file holding this stream. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
/** Extensions that already say which text format a file is in. */
const TEXT_EXTENSIONS = new Set(['txt', 'text', 'md', 'markdown', 'htm', 'html', 'csv', 'tsv']);

const unsupported = (what: string) =>
  new ParseError('UNSUPPORTED_TYPE', `${what} is not supported`);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isJson(text: string): boolean {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return false;
  try {
    return typeof JSON.parse(text) === 'object';
  } catch {
    return false;
  }
}

const HTML_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)\b/i;
const HTML_MARKUP = /<(?:body|p|div|h[1-6]|table|br|span|ul|a)\b/i;

function isHtml(text: string, extension: string): boolean {
  if (HTML_START.test(text)) return true;
  return (extension === 'htm' || extension === 'html') && HTML_MARKUP.test(text);
}

/** Three or more lines with the same number of one delimiter look like a table. */
function looksLikeCsv(text: string): boolean {
  const lines = text
    .split(/\r?\n/, 20)
    .filter((line) => line.trim() !== '')
    .slice(0, 10);
  if (lines.length < 3) return false;
  return CSV_DELIMITERS.some((delimiter) => {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    return counts[0]! > 0 && counts.every((count) => count === counts[0]);
  });
}

function textKind(text: string, name: string): DocumentKind {
  const extension = extensionOf(name);
  if (isJson(text)) return 'json';
  if (isHtml(text, extension)) return 'html';
  if (extension === 'csv' || extension === 'tsv') return 'csv';
  if (!TEXT_EXTENSIONS.has(extension) && looksLikeCsv(text)) return 'csv';
  if (extension === 'md' || extension === 'markdown' || /^#{1,6} /m.test(text)) return 'md';
  return 'txt';
}

export async function detectKind(bytes: Buffer, name: string): Promise<DocumentKind> {
  if (bytes.length === 0) throw new ParseError('EMPTY', 'the file is empty');
  const entries = isZip(bytes) ? guardTypeDetection(bytes) : null;
  const type = await fileTypeFromBuffer(bytes);
  const binaryKind = type && BINARY_KINDS[type.ext];
  if (binaryKind) return binaryKind;
  // file-type calls a package whose `[Content_Types].xml` is over 1 MB a plain zip.
  const packageKind = entries && ooxmlKind(entries);
  if (packageKind) return packageKind;
  if (bytes.subarray(0, 8).equals(OLE_MAGIC)) {
    if (bytes.includes(ENCRYPTED_PACKAGE))
      throw new ParseError('ENCRYPTED', 'the office file is protected by a password');
    throw unsupported('an old Office (97-2003) file');
  }
  if (type && REFUSED_TEXT_FORMATS.has(type.ext)) throw unsupported(`a .${type.ext} file`);
  // Whatever else file-type recognised may still be text that starts like a signature
  // ("solid ", "BM"); decodeText turns real binary away.
  let text: string;
  try {
    text = decodeText(bytes);
  } catch (error) {
    throw type ? unsupported(`a .${type.ext} file`) : error;
  }
  if (text.trim() === '') throw new ParseError('EMPTY', 'the file holds only whitespace');
  return textKind(text, name);
}
