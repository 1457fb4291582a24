/**
 * Reads a chat screenshot back as turns: the pixel work (checks, bubbles, text lines) runs on a
 * pixel thread, then each line is read on the OCR workers. The event loop only hands work over.
 */
import { setMaxListeners } from 'node:events';
import { AppError } from '../../../lib/errors';
import type { Speaker } from './bubbles';
import { cleanOcrText } from './clean-text';
import { OcrTimeoutError, type OcrPool } from './ocr-pool';
import { sharedPixelPool, type PixelPool } from './pixel-pool';

export interface Turn {
  speaker: Speaker;
  text: string;
}

export interface ReadScreenshotOptions {
  pool: OcrPool;
  signal?: AbortSignal;
  /** Threads for the pixel work; the process's shared ones when not given. */
  pixels?: PixelPool;
}

export interface Screenshot {
  turns: Turn[];
}

const bufferOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The first character of a reading and the spaces after it. */
const FIRST = /^\S\s*/u;
const digits = (text: string) => text.replace(/\D/g, '');

/** The text of a turn that held only emoji. */
export const EMOJI_ONLY = '[表情]';

/** The checks every reader makes first: format, one frame, size, a truncated file, a blank picture. */
export async function checkScreenshot(
  bytes: Buffer,
  options: { pixels?: PixelPool; signal?: AbortSignal } = {},
): Promise<void> {
  await (options.pixels ?? sharedPixelPool()).check(bytes, options.signal);
}

export async function readScreenshot(
  bytes: Buffer,
  options: ReadScreenshotOptions,
): Promise<Screenshot> {
  const { pool, signal } = options;
  const bubbles = await (options.pixels ?? sharedPixelPool()).lineImages(bytes, signal);
  signal?.throwIfAborted();
  // When one line fails the picture fails: its other lines leave the OCR workers at once.
  const picture = new AbortController();
  // Every line of the picture listens to it, a long screenshot has hundreds.
  setMaxListeners(0, picture.signal);
  const stop = () => picture.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const texts = await Promise.all(
      bubbles.map(async (bubble) => {
        const lines = await Promise.all(
          bubble.lines.map(async ({ parts, joins, context, withSign }) => {
            const read = async (png: Uint8Array) =>
              (await pool.recognize(bufferOf(png), picture.signal)).trim();
            const texts = await Promise.all(
              parts.map(async (png, i) => {
                if (!png.length) return '';
                // The character read again for context is the previous part's last; what the
                // blanked sign was taken for (a quote, a stroke) is no part of the amount after it.
                let text = context[i] ? (await read(png)).replace(FIRST, '') : await read(png);
                if (i > 0) text = text.replace(/^[^\p{L}\p{N}]+/u, '');
                const signed = withSign[i];
                if (!signed) return text;
                // The sign's own reading dropped: taken when it kept every digit of the amount.
                const other = (await read(signed)).replace(FIRST, '');
                return digits(other) === digits(text) ? other : text;
              }),
            );
            return texts.reduce((line, text, i) => line + joins[i - 1]! + text);
          }),
        );
        const text = cleanOcrText(lines.join('\n'));
        // WeChat copies a message of emoji alone as [表情]; keep the turn, its words are unknown.
        return text || (bubble.emoji ? EMOJI_ONLY : '');
      }),
    );
    const turns = bubbles
      .map((bubble, i) => ({ speaker: bubble.speaker, text: texts[i] ?? '' }))
      .filter((turn) => turn.text);
    return { turns };
  } catch (error) {
    picture.abort(error);
    if (error instanceof OcrTimeoutError) throw new AppError(422, 'SALE_PIC_TIMEOUT');
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
