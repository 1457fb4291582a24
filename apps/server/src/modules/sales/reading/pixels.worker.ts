/**
 * The pixel work of reading a screenshot, on a pixel thread (see pixel-pool.ts): from the file's
 * bytes to the PNG of every text line, bubble by bubble. Only OCR is left to the caller.
 */
import os from 'node:os';
import { AppError } from '../../../lib/errors';
import { characterHeight, inkImage, linePng, textLines } from './bubble-image';
import { findBubbles, type Speaker } from './bubbles';
import { checkedImage, pictureError, type PictureProblem } from './decode';

/**
 * Reading is a background job: its pixel work yields the cores to the server's requests. Only on
 * Linux, where a thread's nice value is its own: elsewhere this would lower the whole server.
 */
if (process.platform === 'linux') {
  try {
    os.setPriority(0, 10);
  } catch {
    // Not permitted here: work at normal priority.
  }
}

export interface PixelTask {
  bytes: Uint8Array;
}

export interface BubbleLines {
  speaker: Speaker;
  /** Whether a colour picture (emoji) was whitened out of the bubble. */
  emoji: boolean;
  /** The text lines, top to bottom, each as a PNG. */
  lines: Uint8Array[];
}

/** Expected problems travel as codes: an error's own fields are lost between threads. */
export type PixelResult<T> = { ok: true; value: T } | { ok: false; problem: PictureProblem };

async function settle<T>(work: () => Promise<T>): Promise<PixelResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, problem: error.code as PictureProblem };
    throw error;
  }
}

const bufferOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The bubbles of a chat screenshot in reading order, each as its lines' PNGs. */
export default function lineImages(task: PixelTask): Promise<PixelResult<BubbleLines[]>> {
  return settle(async () => {
    const image = await checkedImage(bufferOf(task.bytes));
    const scan = findBubbles(image);
    if (scan.marginAgreement < 0.5 || scan.bubbles.length === 0)
      throw pictureError('SALE_PIC_NO_CHAT');
    const charPx = characterHeight(scan.bubbles, image.width);
    const bubbles: BubbleLines[] = [];
    for (const bubble of scan.bubbles) {
      const ink = inkImage(image, bubble, charPx);
      const lines = await Promise.all(
        textLines(ink, charPx).map((rows) => linePng(ink, rows, charPx)),
      );
      bubbles.push({ speaker: bubble.speaker, emoji: ink.emoji, lines });
    }
    return bubbles;
  });
}

/** Only the checks every reader makes first. */
export function check(task: PixelTask): Promise<PixelResult<null>> {
  return settle(async () => {
    await checkedImage(bufferOf(task.bytes));
    return null;
  });
}
