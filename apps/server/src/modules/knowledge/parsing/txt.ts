/** Plain text: one block per paragraph, paragraphs being separated by blank lines. */
import { decodeText } from './decode-text';
import type { Block, ParsedDocument, ParseLimits } from './types';

export function paragraphBlocks(text: string, page?: number): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph): Block => ({ kind: 'text', text: paragraph, ...(page ? { page } : {}) }));
}

export async function parseTxt(bytes: Buffer, _limits: ParseLimits): Promise<ParsedDocument> {
  return { blocks: paragraphBlocks(decodeText(bytes)) };
}
