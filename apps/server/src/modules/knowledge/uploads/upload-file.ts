import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import { readNamedFile, sizeText } from '../../../lib/upload';
import { workbookSheetParts } from '../parsing/ooxml';
import { DEFAULT_PARSE_LIMITS } from '../parsing/types';

/** The one file of a multipart request; over the limit is 413 naming the file and the limit. */
export async function readDocumentFile(request: FastifyRequest, maxBytes: number) {
  try {
    return await readNamedFile(request, maxBytes);
  } catch (error) {
    const { statusCode, fileName } = error as { statusCode?: number; fileName?: string };
    if (statusCode === 413)
      throw new AppError(413, 'DOCUMENT_TOO_LARGE', {
        name: fileName || '?',
        limit: sizeText(maxBytes),
      });
    throw error;
  }
}

/**
 * A workbook with more sheets than a parse may take is refused at once (413 naming the file,
 * its sheets and the limit) rather than stored and failed later. Judged from the zip's
 * directory alone; the parser checks again with the sheets the workbook itself lists.
 */
export function requireSheetsWithinLimit(name: string, bytes: Buffer): void {
  const sheets = workbookSheetParts(bytes);
  const limit = DEFAULT_PARSE_LIMITS.maxSheets;
  if (sheets !== null && sheets > limit)
    throw new AppError(413, 'WORKBOOK_TOO_MANY_SHEETS', { name, count: sheets, limit });
}
