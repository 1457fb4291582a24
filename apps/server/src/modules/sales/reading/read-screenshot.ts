/**
 * Reads a chat screenshot back as turns: checks the file, finds the bubbles, and OCRs each one.
 */
import sharp from 'sharp';
import { AppError } from '../../../lib/errors';
import { characterHeight, inkImage, linePng, textLines } from './bubble-image';
import { findBubbles, type RawImage, type Speaker } from './bubbles';
import { cleanOcrText } from './clean-text';
import type { OcrPool } from './ocr-pool';

export interface Turn {
  speaker: Speaker;
  text: string;
}

export interface ReadScreenshotOptions {
  pool: OcrPool;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface Screenshot {
  width: number;
  height: number;
  turns: Turn[];
}

/** The text of a turn that held only emoji. */
export const EMOJI_ONLY = '[表情]';
export const MAX_PIXELS = 40_000_000;
export const MAX_SIDE = 16_384;

type Format = 'png' | 'jpeg' | 'webp';

/** The format told by the file's first bytes, whatever its name or declared type. */
export function sniffFormat(bytes: Buffer): Format | null {
  if (
    bytes.length >= 8 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.readUInt32BE(4) === 0x0d0a1a0a
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

const fail = (
  code:
    | 'SALE_PIC_UNSUPPORTED'
    | 'SALE_PIC_CORRUPT'
    | 'SALE_PIC_TOO_LARGE'
    | 'SALE_PIC_BLANK'
    | 'SALE_PIC_NO_CHAT',
) => new AppError(422, code);

/** Checks format and size from the header, then decodes to RGB (alpha laid on white). */
export async function decodeScreenshot(bytes: Buffer): Promise<RawImage> {
  if (!sniffFormat(bytes)) throw fail('SALE_PIC_UNSUPPORTED');
  // Only the header is read here, so no pixel limit yet: the size is judged just below.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw fail('SALE_PIC_CORRUPT');
    });
  const { width = 0, height = 0 } = metadata;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    throw fail('SALE_PIC_TOO_LARGE');
  if (!width || !height) throw fail('SALE_PIC_CORRUPT');
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw fail('SALE_PIC_CORRUPT');
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

/** The checks every reader makes first: format, size, a truncated file, a blank picture. */
export async function checkScreenshot(bytes: Buffer): Promise<RawImage> {
  const image = await decodeScreenshot(bytes);
  if (isBlank(image)) throw fail('SALE_PIC_BLANK');
  return image;
}

export async function readScreenshot(
  bytes: Buffer,
  options: ReadScreenshotOptions,
): Promise<Screenshot> {
  const { pool, signal, onProgress } = options;
  const image = await checkScreenshot(bytes);
  const scan = findBubbles(image);
  if (scan.marginAgreement < 0.5 || scan.bubbles.length === 0) throw fail('SALE_PIC_NO_CHAT');
  signal?.throwIfAborted();
  const charPx = characterHeight(scan.bubbles, image.width);
  let done = 0;
  onProgress?.(0, scan.bubbles.length);
  const texts = await Promise.all(
    scan.bubbles.map(async (bubble) => {
      const ink = inkImage(image, bubble, charPx);
      const lines = await Promise.all(
        textLines(ink, charPx).map(async (rows) => {
          const png = await linePng(ink, rows, charPx);
          return (await pool.recognize(png, signal)).text.trim();
        }),
      );
      onProgress?.(++done, scan.bubbles.length);
      const text = cleanOcrText(lines.join('\n'));
      // WeChat copies a message of emoji alone as [表情]; keep the turn, its words are unknown.
      return text || (ink.emoji ? EMOJI_ONLY : '');
    }),
  );
  const turns = scan.bubbles
    .map((bubble, i) => ({ speaker: bubble.speaker, text: texts[i] ?? '' }))
    .filter((turn) => turn.text);
  return { width: image.width, height: image.height, turns };
}
