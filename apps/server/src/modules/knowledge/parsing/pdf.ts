/**
 * PDF text with pdfjs (legacy build, for Node). In Node pdfjs runs its worker code in this
 * thread, so no worker file or thread is set up; fonts are never loaded or evaluated.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadPdfjs } from './pdf-globals';
import { pageText, type PositionedText } from './pdf-text';
import { paragraphBlocks } from './txt';
import { ParseError, type Block, type ParsedDocument, type ParseLimits } from './types';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

function asPdfError(error: unknown): ParseError {
  if (error instanceof ParseError) return error;
  const { name, message } = (error ?? {}) as Partial<Error>;
  if (name === 'PasswordException')
    return new ParseError('ENCRYPTED', 'the PDF is protected by a password');
  return new ParseError('BROKEN', `unreadable PDF: ${message ?? String(error)}`);
}

export async function parsePdf(bytes: Buffer, _limits: ParseLimits): Promise<ParsedDocument> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    // A copy: pdfjs wants a plain Uint8Array and may detach the one it is given.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
    // Chinese PDFs often name a predefined CMap; without these files their text is lost.
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
  });
  try {
    const pdf = await task.promise;
    const blocks: Block[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items: PositionedText[] = content.items.filter((item) => 'str' in item);
      blocks.push(...paragraphBlocks(pageText(items), number));
      page.cleanup();
    }
    if (blocks.length === 0)
      throw new ParseError('NO_TEXT', `${pdf.numPages} pages without a text layer (scanned?)`);
    return { blocks };
  } catch (error) {
    throw asPdfError(error);
  } finally {
    await task.destroy();
  }
}
