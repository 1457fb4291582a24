import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Busboy's own parse errors ("Unexpected end of form"...) carry no status: they are the client's. */
function asClientError(error: unknown): never {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
  throw new AppError(400, 'BAD_REQUEST');
}

/** The one file of a multipart upload, read into memory within `maxBytes`. */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  return (await readNamedFile(request, maxBytes)).bytes;
}

/** As readSingleFile, with the name the browser gave the file. */
export async function readNamedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ name: string; bytes: Buffer }> {
  let name = '';
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw new AppError(400, 'FILE_REQUIRED');
    name = file.filename;
    return { name, bytes: await file.toBuffer() };
  } catch (error) {
    // The name is known before the size is: callers can say which file was too large.
    if (error && typeof error === 'object') Object.assign(error, { fileName: name });
    asClientError(error);
  }
}

/** Fields and files of a multipart form; each file within `maxBytes`, at most `maxFiles`. */
export async function readForm(request: FastifyRequest, maxBytes: number, maxFiles: number) {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      if (part.type === 'file') files.push(await part.toBuffer());
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    asClientError(error);
  }
  return { fields, files };
}
