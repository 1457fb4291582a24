/**
 * The checks every reader makes first — format by content, one frame, size from the header, a
 * truncated file, a blank picture — and the decode to RGB. Runs on a pixel thread (pixel-pool.ts).
 */
import sharp from 'sharp';
import { SALE_PIC_MAX_PIXELS, SALE_PIC_MAX_SIDE } from '@miaoyu/contracts/sales';
import { AppError } from '../../../lib/errors';
import type { RawImage } from './bubbles';

/** Why a picture cannot be read, as the error code the caller is shown. */
export type PictureProblem =
  | 'SALE_PIC_UNSUPPORTED'
  | 'SALE_PIC_CORRUPT'
  | 'SALE_PIC_TOO_LARGE'
  | 'SALE_PIC_BLANK'
  | 'SALE_PIC_NO_CHAT';

export const pictureError = (code: PictureProblem) => new AppError(422, code);

type Format = 'png' | 'jpeg' | 'webp';

/** The format told by the file's first bytes, whatever its name or declared type. */
export function sniffFormat(bytes: Uint8Array): Format | null {
  const text = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 8 && text(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Checks format and size from the header, then decodes to RGB (alpha laid on white). */
async function decodeScreenshot(bytes: Uint8Array): Promise<RawImage> {
  if (!sniffFormat(bytes)) throw pictureError('SALE_PIC_UNSUPPORTED');
  // Only the header is read here, so no pixel limit yet: the size is judged just below.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw pictureError('SALE_PIC_CORRUPT');
    });
  // A screenshot is one frame: an animation (WebP, APNG) is another kind of picture.
  if ((metadata.pages ?? 1) > 1) throw pictureError('SALE_PIC_UNSUPPORTED');
  const { width = 0, height = 0 } = metadata;
  if (Math.max(width, height) > SALE_PIC_MAX_SIDE || width * height > SALE_PIC_MAX_PIXELS)
    throw pictureError('SALE_PIC_TOO_LARGE');
  if (!width || !height) throw pictureError('SALE_PIC_CORRUPT');
  const { data, info } = await sharp(bytes, {
    limitInputPixels: SALE_PIC_MAX_PIXELS,
    failOn: 'truncated',
  })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw pictureError('SALE_PIC_CORRUPT');
    });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** True when every channel is almost constant: a blank or single-colour picture. */
function isBlank(image: RawImage): boolean {
  const { data, channels } = image;
  const step = Math.max(1, Math.floor(data.length / channels / 200_000)) * channels;
  let min = 255;
  let max = 0;
  for (let i = 0; i < data.length; i += step) {
    const v = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return max - min < 8;
}

/** The decoded picture, once it passed every check. */
export async function checkedImage(bytes: Uint8Array): Promise<RawImage> {
  const image = await decodeScreenshot(bytes);
  if (isBlank(image)) throw pictureError('SALE_PIC_BLANK');
  return image;
}
