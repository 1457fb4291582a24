import sharp from 'sharp';
import { AppError } from './errors';

const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'gif']);

/**
 * Checks by content that the bytes are an image we accept, strips metadata (EXIF, location)
 * and re-encodes as WebP no larger than `maxSide` on its longer side.
 */
export async function normaliseImage(bytes: Buffer, maxSide: number): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes).metadata());
  } catch {
    throw new AppError(400, 'INVALID_IMAGE');
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError(400, 'INVALID_IMAGE');
  try {
    return await sharp(bytes, { animated: false })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'INVALID_IMAGE');
  }
}
