/**
 * Reads a chat screenshot back as turns: the pixel work (checks, bubbles, text lines) runs on a
 * pixel thread, then each line is read on an OCR thread. The event loop only hands work over.
 */
import { setMaxListeners } from 'node:events';
import { AppError } from '../../../lib/errors';
import type { Speaker } from './bubbles';
import { cleanOcrText } from './clean-text';
import { OcrTimeoutError, type LineReader } from './line-reader';
import { sharedPixelPool, type PixelPool } from './pixel-pool';

export interface Turn {
  speaker: Speaker;
  text: string;
}

export interface ReadScreenshotOptions {
  pool: LineReader;
  signal?: AbortSignal;
  /** Threads for the pixel work; the process's shared ones when not given. */
  pixels?: PixelPool;
}

export interface Screenshot {
  turns: Turn[];
}

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
  // When one line fails the picture fails: its other lines leave the OCR queue at once.
  const picture = new AbortController();
  // Every line of the picture listens to it, a long screenshot has hundreds.
  setMaxListeners(0, picture.signal);
  const stop = () => picture.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const texts = await Promise.all(
      bubbles.map(async (bubble) => {
        const lines = await Promise.all(
          bubble.lines.map(async (png) => (await pool.recognize(png, picture.signal)).trim()),
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
