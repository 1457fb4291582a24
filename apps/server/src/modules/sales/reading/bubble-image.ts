/**
 * Turns one bubble into images the OCR model reads well: dark text on white, cut into single
 * lines (it reads one line at a time), scaled to a set text height.
 */
import sharp from 'sharp';
import type { Box, Bubble, RawImage } from './bubbles';

/** A greyscale picture, one byte a pixel, 255 white. */
export interface Grey {
  data: Buffer;
  width: number;
  height: number;
  /** Whether a colour picture (emoji) was whitened out. */
  emoji: boolean;
}

/** Character height (px) the lines are scaled to: enough to read, small enough to be quick. */
const TARGET_CHAR_PX = 32;

const colourDistance = (data: Uint8Array, i: number, c: readonly number[]) =>
  Math.max(
    Math.abs(data[i]! - c[0]!),
    Math.abs(data[i + 1]! - c[1]!),
    Math.abs(data[i + 2]! - c[2]!),
  );

/** The commonest colour (4-bit bins, averaged) among the pixels of a box that `accept` takes. */
function commonColour(image: RawImage, box: Box, accept: (i: number) => boolean): number[] | null {
  const bins = new Map<number, [number, number, number, number]>();
  const { data, channels, width } = image;
  for (let y = box.y; y < box.y + box.height; y += 2) {
    for (let x = box.x; x < box.x + box.width; x += 2) {
      const i = (y * width + x) * channels;
      if (!accept(i)) continue;
      const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
      const bin = bins.get(key) ?? [0, 0, 0, 0];
      bin[0] += data[i]!;
      bin[1] += data[i + 1]!;
      bin[2] += data[i + 2]!;
      bin[3]++;
      bins.set(key, bin);
    }
  }
  let best: [number, number, number, number] | null = null;
  for (const bin of bins.values()) if (!best || bin[3] > best[3]) best = bin;
  return best && [best[0] / best[3], best[1] / best[3], best[2] / best[3]];
}

/**
 * The bubble as dark text on white, whatever its colours (dark mode, green bubbles): each pixel is
 * placed on the line from the bubble's fill to its text colour. Pixels far off that line (colour
 * emoji, pictures) become white, as does a thin rim where only corners and the tail can be.
 */
export function inkImage(image: RawImage, bubble: Bubble, charPx: number): Grey {
  const rim = Math.round(charPx * 0.3);
  const box = {
    x: bubble.x + rim,
    y: bubble.y + rim,
    width: Math.max(1, bubble.width - 2 * rim),
    height: Math.max(1, bubble.height - 2 * rim),
  };
  const { data, channels, width } = image;
  const fill = commonColour(image, box, () => true)!;
  // Chat text is grey, black or white; colourful pixels far from the fill are emoji.
  const neutral = (i: number) =>
    Math.max(data[i]!, data[i + 1]!, data[i + 2]!) -
      Math.min(data[i]!, data[i + 1]!, data[i + 2]!) <
    40;
  const text = commonColour(
    image,
    box,
    (i) => neutral(i) && colourDistance(data, i, fill) > 80,
  ) ?? [255 - fill[0]!, 255 - fill[1]!, 255 - fill[2]!];
  const axis = [text[0]! - fill[0]!, text[1]! - fill[1]!, text[2]! - fill[2]!];
  const length2 = Math.max(1, axis[0]! ** 2 + axis[1]! ** 2 + axis[2]! ** 2);
  const grey = Buffer.alloc(box.width * box.height, 255);
  const offAxis = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const i = ((box.y + y) * width + box.x + x) * channels;
      const d = [data[i]! - fill[0]!, data[i + 1]! - fill[1]!, data[i + 2]! - fill[2]!] as const;
      const t = (d[0] * axis[0]! + d[1] * axis[1]! + d[2] * axis[2]!) / length2;
      const off2 =
        (d[0] - t * axis[0]!) ** 2 + (d[1] - t * axis[1]!) ** 2 + (d[2] - t * axis[2]!) ** 2;
      if (off2 > 70 ** 2) offAxis[y * box.width + x] = 1;
      else grey[y * box.width + x] = 255 - Math.max(0, Math.min(255, Math.round((t - 0.1) * 400)));
    }
  }
  const emoji = whitenPictures(grey, offAxis, box.width, box.height, charPx);
  return { data: grey, width: box.width, height: box.height, emoji };
}

/**
 * Colour emoji are dense patches of off-axis colour with dark outlines: whiten every pixel near such
 * a patch. Stray off-axis pixels (JPEG colour noise at text edges) are too sparse to count.
 */
function whitenPictures(grey: Buffer, offAxis: Uint8Array, w: number, h: number, charPx: number) {
  const sums = new Uint32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += offAxis[y * w + x]!;
      sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1]! + row;
    }
  }
  const r = Math.max(2, Math.round(charPx * 0.3));
  let found = false;
  for (let y = 0; y < h; y++) {
    const [y0, y1] = [Math.max(0, y - r), Math.min(h, y + r + 1)];
    for (let x = 0; x < w; x++) {
      const [x0, x1] = [Math.max(0, x - r), Math.min(w, x + r + 1)];
      const count =
        sums[y1 * (w + 1) + x1]! -
        sums[y0 * (w + 1) + x1]! -
        sums[y1 * (w + 1) + x0]! +
        sums[y0 * (w + 1) + x0]!;
      if (count > 0.12 * (y1 - y0) * (x1 - x0)) {
        grey[y * w + x] = 255;
        found = true;
      }
    }
  }
  return found;
}

/**
 * Whitens columns near the bubble's sides inked over more than a line's height: what is left of
 * its edge or tail (a dark-mode bubble on a JPEG), which would join every line into one.
 */
function whitenEdgeBars(ink: Grey, charPx: number) {
  const reach = Math.round(charPx * 0.8);
  if (ink.height < charPx * 1.8) return;
  for (let x = 0; x < ink.width; x++) {
    if (x >= reach && x < ink.width - reach) continue;
    // A run of ink taller than any character crosses a gap between lines: no text does that.
    let [run, longest] = [0, 0];
    for (let y = 0; y < ink.height; y++) {
      run = ink.data[y * ink.width + x]! < 128 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest < charPx * 1.5) continue;
    for (let y = 0; y < ink.height; y++) ink.data[y * ink.width + x] = 255;
  }
}

/** Row ranges [top, bottom) of the text lines, split at the blank rows between them. */
export function textLines(ink: Grey, charPx: number): Array<[number, number]> {
  whitenEdgeBars(ink, charPx);
  const inked = (y: number) => {
    for (let x = 0; x < ink.width; x++) if (ink.data[y * ink.width + x]! < 128) return true;
    return false;
  };
  // Split at every blank gap: between lines it can be small (descenders, tight line spacing).
  const runs: Array<[number, number]> = [];
  for (let y = 0; y < ink.height; y++) {
    if (!inked(y)) continue;
    const last = runs.at(-1);
    if (last && y - last[1] < Math.max(2, charPx * 0.08)) last[1] = y + 1;
    else runs.push([y, y + 1]);
  }
  // A run too short for a line is part of one (a stroke of 三, a dot over i): join it to the
  // nearer neighbour, if that is near enough.
  for (let i = 0; i < runs.length;) {
    const [top, bottom] = runs[i]!;
    if (bottom - top >= charPx * 0.45) {
      i++;
      continue;
    }
    const above = i > 0 ? top - runs[i - 1]![1] : Infinity;
    const below = i < runs.length - 1 ? runs[i + 1]![0] - bottom : Infinity;
    if (Math.min(above, below) >= charPx * 0.35) {
      i++;
      continue;
    }
    if (above <= below) runs[i - 1]![1] = bottom;
    else runs[i + 1]![0] = top;
    runs.splice(i, 1);
    i = Math.max(0, i - 1);
  }
  return runs.filter(([top, bottom]) => bottom - top >= charPx * 0.25);
}

/**
 * One line (or the columns [left, right) of it) as PNG: padded with white and scaled so characters
 * are TARGET_CHAR_PX high.
 */
export function linePng(
  ink: Grey,
  [top, bottom]: [number, number],
  charPx: number,
  [left, right]: [number, number] = [0, ink.width],
) {
  const scale = Math.max(0.3, Math.min(3, TARGET_CHAR_PX / charPx));
  const margin = Math.round(charPx * 0.15);
  const y0 = Math.max(0, top - margin);
  const y1 = Math.min(ink.height, bottom + margin);
  const pad = 12;
  const image = sharp(ink.data.subarray(y0 * ink.width, y1 * ink.width), {
    raw: { width: ink.width, height: y1 - y0, channels: 1 },
  });
  if (left > 0 || right < ink.width)
    image.extract({ left, top: 0, width: right - left, height: y1 - y0 });
  return image
    .resize({ width: Math.max(8, Math.round((right - left) * scale)), kernel: 'lanczos3' })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Characters' height in px, from the shortest (one-line) bubble; no chat font is over 5 % of the width. */
export function characterHeight(bubbles: Bubble[], imageWidth: number) {
  const lineHeight = Math.min(...bubbles.map((b) => b.height));
  return Math.min(lineHeight / 2.5, imageWidth * 0.05);
}
