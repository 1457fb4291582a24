/** Word documents: mammoth turns the docx into HTML (headings and tables kept), read as HTML. */
import { htmlBlocks } from './html';
import { guardZip } from './zip-guard';
import type { ParsedDocument, ParseLimits } from './types';

export async function parseDocx(bytes: Buffer, limits: ParseLimits): Promise<ParsedDocument> {
  guardZip(bytes, limits);
  const { default: mammoth } = await import('mammoth');
  const { value: html } = await mammoth.convertToHtml(
    { buffer: bytes },
    {
      // Images would come back as base64 in the HTML, only to be dropped by the HTML reader.
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      // A document may link images by file path; never read this machine's files for it.
      externalFileAccess: false,
    },
  );
  return { blocks: htmlBlocks(html) };
}
