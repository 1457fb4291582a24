import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { readNamedFile, sizeText } from '../../lib/upload';

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
