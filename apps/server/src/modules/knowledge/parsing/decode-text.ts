/** Bytes that should be text, to a string; anything that is not text is refused. */
import { ParseError } from './types';

function startsWith(bytes: Buffer, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function decodeStrict(encoding: string, bytes: Buffer): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Tab, line feed, form feed, carriage return and escape are the control characters text has. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1b]);

/**
 * Binary data that happens to decode (GB18030 accepts most byte soup) is full of control
 * characters; real text has none, or a stray one.
 */
function looksLikeText(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if ((code < 0x20 || code === 0x7f) && !TEXT_CONTROLS.has(code)) controls++;
  }
  return controls <= text.length / 1000;
}

/**
 * UTF-8 (a BOM is dropped), UTF-16 with its BOM, else GB18030, which covers GBK and GB2312
 * files saved by older Chinese Windows programs. Throws UNSUPPORTED_TYPE for anything else.
 */
export function decodeText(bytes: Buffer): string {
  let text: string | undefined;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) text = decodeStrict('utf-8', bytes.subarray(3));
  else if (startsWith(bytes, [0xff, 0xfe])) text = decodeStrict('utf-16le', bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) text = decodeStrict('utf-16be', bytes.subarray(2));
  else text = decodeStrict('utf-8', bytes) ?? decodeStrict('gb18030', bytes);
  if (text === undefined || !looksLikeText(text))
    throw new ParseError('UNSUPPORTED_TYPE', 'not a supported document or text file');
  return text;
}
