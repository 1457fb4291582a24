import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** A byte count as a limit is written: `5 MB`, `64 KB`. */
export function sizeText(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Busboy's own parse errors ("Unexpected end of form"...) carry no status: they are the client's.
 * A file over `maxBytes` says that limit (the multipart error itself does not know it).
 */
function asClientError(error: unknown, maxBytes: number): never {
  const { code, fileName } = (error ?? {}) as { code?: string; fileName?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const tooLarge = new AppError(413, 'PAYLOAD_TOO_LARGE', { limit: sizeText(maxBytes) });
    throw Object.assign(tooLarge, { fileName });
  }
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
    asClientError(error, maxBytes);
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
    asClientError(error, maxBytes);
  }
  return { fields, files };
}

// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name safe to show and to store: no path, no control characters (NUL cannot be stored),
 * no direction overrides (`a\u202Egnp.txt` would show as `atxt.png`), at most 200 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base.replace(UNSHOWABLE, '').trim()).slice(-200).join('');
  return clean || 'file';
}

/** The files of a multipart form with the names the browser gave them; fields are ignored. */
export async function readNamedFiles(request: FastifyRequest, maxBytes: number, maxFiles: number) {
  const files: Array<{ name: string; bytes: Buffer }> = [];
  let name = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      if (part.type !== 'file') continue;
      name = part.filename;
      files.push({ name, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (error && typeof error === 'object') Object.assign(error, { fileName: name });
    asClientError(error, maxBytes);
  }
  return files;
}
