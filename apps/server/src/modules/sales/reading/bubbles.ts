/**
 * Finds the message bubbles of a phone chat screenshot from its raw pixels: the background is the
 * colour that fills the screen's side margins; bubbles are solid regions of another colour inside
 * the band where those margins are background (bars above and below are left out). Avatars (square,
 * at a side edge), time stamps and labels (thin text, no fill) and bubbles cut by the band's edges
 * are left out. Works the same on dark screens: only differences from the background count.
 * Who wrote each bubble is decided from its avatar and colour (speakers.ts).
 */
import { assignSpeakers, isAvatar, type Box, type Speaker } from './speakers';

export type { Box, Speaker };

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

export interface Bubble extends Box {
  speaker: Speaker;
}

export interface BubbleScan {
  /** RGB of the estimated background. */
  background: [number, number, number];
  /** Share of the margin samples that match the background: low means no chat screen at all. */
  marginAgreement: number;
  bubbles: Bubble[];
}

/** Detection runs on a copy about this wide: bubbles are large, gaps between them are ≥ 8 CSS px. */
const WORK_WIDTH = 400;

interface Small {
  rgb: Float32Array;
  width: number;
  height: number;
  factor: number;
}

/** Box-averages the image by an integer factor; the average also smooths JPEG noise. */
function shrink(image: RawImage): Small {
  const factor = Math.max(1, Math.round(image.width / WORK_WIDTH));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const rgb = new Float32Array(width * height * 3);
  const { data, channels } = image;
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < factor; dy++) {
        let i = ((y * factor + dy) * image.width + x * factor) * channels;
        for (let dx = 0; dx < factor; dx++, i += channels) {
          r += data[i]!;
          g += data[i + (channels >= 3 ? 1 : 0)]!;
          b += data[i + (channels >= 3 ? 2 : 0)]!;
        }
      }
      const o = (y * width + x) * 3;
      rgb[o] = r / area;
      rgb[o + 1] = g / area;
      rgb[o + 2] = b / area;
    }
  }
  return { rgb, width, height, factor };
}

const distance = (rgb: Float32Array, o: number, c: readonly number[]) =>
  Math.max(Math.abs(rgb[o]! - c[0]!), Math.abs(rgb[o + 1]! - c[1]!), Math.abs(rgb[o + 2]! - c[2]!));

/**
 * Whether a pixel differs from the background: by brightness, or by colour only when strongly. JPEG
 * keeps brightness sharp but smears colour over 16 px blocks, so an avatar's colour bleeds into the
 * margin beside it (at 1× scale the margin is a few pixels wide).
 */
function differs(rgb: Float32Array, o: number, c: readonly number[], threshold: number) {
  const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
  const dy = Math.abs(luma(rgb[o]!, rgb[o + 1]!, rgb[o + 2]!) - luma(c[0]!, c[1]!, c[2]!));
  return dy > threshold || distance(rgb, o, c) > threshold * 3;
}

/** The commonest colour of the side margins over the middle of the screen, and how common it is. */
function estimateBackground(img: Small, margin: number) {
  const counts = new Map<number, number[]>();
  const samples: number[] = [];
  for (let y = Math.floor(img.height * 0.15); y < img.height * 0.85; y++) {
    for (let m = 0; m < margin; m++) {
      for (const x of [m, img.width - 1 - m]) {
        const o = (y * img.width + x) * 3;
        samples.push(o);
        const key =
          ((img.rgb[o]! >> 3) << 10) | ((img.rgb[o + 1]! >> 3) << 5) | (img.rgb[o + 2]! >> 3);
        const bin = counts.get(key) ?? [];
        bin.push(o);
        counts.set(key, bin);
      }
    }
  }
  let mode: number[] = [];
  for (const bin of counts.values()) if (bin.length > mode.length) mode = bin;
  const background: [number, number, number] = [0, 0, 0];
  for (const o of mode) for (let c = 0; c < 3; c++) background[c]! += img.rgb[o + c]! / mode.length;
  const close = samples.filter((o) => distance(img.rgb, o, background) <= 6).length;
  return { background, agreement: samples.length ? close / samples.length : 0 };
}

/** The longest run of rows whose side margins are background: the scrolling message list. */
function messageBand(img: Small, background: number[], margin: number, threshold: number) {
  let best = { top: 0, bottom: -1 };
  let start = -1;
  for (let y = 0; y <= img.height; y++) {
    let plain = y < img.height;
    for (let m = 0; plain && m < margin; m++) {
      plain =
        !differs(img.rgb, (y * img.width + m) * 3, background, threshold) &&
        !differs(img.rgb, (y * img.width + img.width - 1 - m) * 3, background, threshold);
    }
    if (plain && start < 0) start = y;
    if (!plain && start >= 0) {
      if (y - 1 - start > best.bottom - best.top) best = { top: start, bottom: y - 1 };
      start = -1;
    }
  }
  return best;
}

interface Region extends Box {
  pixels: number;
}

/** 4-connected regions of the mask between rows top and bottom. */
function regions(mask: Uint8Array, width: number, top: number, bottom: number): Region[] {
  const seen = new Uint8Array(mask.length);
  const found: Region[] = [];
  const stack: number[] = [];
  for (let start = top * width; start < (bottom + 1) * width; start++) {
    if (!mask[start]! || seen[start]!) continue;
    let [x0, y0, x1, y1, pixels] = [width, bottom, 0, top, 0];
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      pixels++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      const next = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > top ? p - width : -1];
      next.push(y < bottom ? p + width : -1);
      for (const q of next) {
        if (q >= 0 && mask[q]! && !seen[q]!) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    found.push({ x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1, pixels });
  }
  return found;
}

/** Whether a region is a bubble, judged by size, fill, shape and place (all relative to width). */
function isBubble(r: Region, width: number, band: { top: number; bottom: number }) {
  const fill = r.pixels / (r.width * r.height);
  if (r.height < width * 0.06 || r.width < width * 0.08 || fill < 0.6) return false;
  // A bubble cut by the bars was scrolled half out of view; the next screenshot has it whole.
  if (r.y <= band.top + 1 || r.y + r.height - 1 >= band.bottom - 1) return false;
  if (r.width > width * 0.92) return false;
  const leftGap = r.x;
  const rightGap = width - r.x - r.width;
  const aspect = r.width / r.height;
  const atEdge = Math.min(leftGap, rightGap) < width * 0.08;
  if (atEdge && aspect > 0.75 && aspect < 1.33 && r.width < width * 0.2) return false;
  // Grey pills of time stamps or notices sit in the middle, a bubble hugs one side.
  const centred = Math.abs(leftGap - rightGap) < width * 0.06;
  if (centred && Math.min(leftGap, rightGap) > width * 0.2 && r.height < width * 0.08) return false;
  return true;
}

/**
 * The bubble without its tail (the small triangle pointing at the avatar): columns that the region
 * covers for less than half its height are cut off its sides. On a dark screen the background
 * round the tail looks like text, and its edge would be read as a line of ink.
 */
function withoutTail(mask: Uint8Array, width: number, r: Region): Region {
  const spans = (x: number) => {
    let [first, last] = [-1, -1];
    for (let y = r.y; y < r.y + r.height; y++) {
      if (!mask[y * width + x]) continue;
      if (first < 0) first = y;
      last = y;
    }
    return first < 0 ? 0 : last - first + 1;
  };
  let [x0, x1] = [r.x, r.x + r.width - 1];
  while (x0 < x1 && spans(x0) < r.height * 0.5) x0++;
  while (x1 > x0 && spans(x1) < r.height * 0.5) x1--;
  return { ...r, x: x0, width: x1 - x0 + 1 };
}

/**
 * A bubble's fill: the commonest colour of a ring just inside its edge, in its padding, where no
 * text is (the middle of each side, away from the rounded corners and the tail).
 */
function fillOf(img: Small, box: Box): number[] {
  const bins = new Map<number, number[]>();
  const add = (x: number, y: number) => {
    const o = (y * img.width + x) * 3;
    const key = ((img.rgb[o]! >> 3) << 10) | ((img.rgb[o + 1]! >> 3) << 5) | (img.rgb[o + 2]! >> 3);
    const bin = bins.get(key) ?? [0, 0, 0, 0];
    for (let c = 0; c < 3; c++) bin[c]! += img.rgb[o + c]!;
    bin[3]!++;
    bins.set(key, bin);
  };
  const inset = Math.max(1, Math.round(Math.min(box.width, box.height) * 0.06));
  const [x0, x1] = [box.x + Math.floor(box.width * 0.2), box.x + Math.ceil(box.width * 0.8)];
  const [y0, y1] = [box.y + Math.floor(box.height * 0.2), box.y + Math.ceil(box.height * 0.8)];
  for (let x = x0; x < x1; x++) {
    add(x, box.y + inset);
    add(x, box.y + box.height - 1 - inset);
  }
  for (let y = y0; y < y1; y++) {
    add(box.x + inset, y);
    add(box.x + box.width - 1 - inset, y);
  }
  let best = [0, 0, 0, 1];
  for (const bin of bins.values()) if (bin[3]! > best[3]!) best = bin;
  return [best[0]! / best[3]!, best[1]! / best[3]!, best[2]! / best[3]!];
}

/** Bubbles in reading order (top to bottom), in the image's own pixel coordinates. */
export function findBubbles(image: RawImage): BubbleScan {
  const img = shrink(image);
  const margin = Math.max(2, Math.round(img.width * 0.012));
  const { background, agreement } = estimateBackground(img, margin);
  const threshold = 9;
  const band = messageBand(img, background, margin, threshold);
  const mask = new Uint8Array(img.width * img.height);
  for (let y = band.top; y <= band.bottom; y++) {
    for (let x = 0; x < img.width; x++) {
      const p = y * img.width + x;
      mask[p] = differs(img.rgb, p * 3, background, threshold) ? 1 : 0;
    }
  }
  const found = regions(mask, img.width, band.top, band.bottom);
  const kept = found
    .filter((r) => isBubble(r, img.width, band))
    .sort((a, b) => a.y - b.y)
    .map((r) => withoutTail(mask, img.width, r));
  const speakers = assignSpeakers(
    kept.map((r) => ({ ...r, fill: fillOf(img, r) })),
    found.filter((r) => isAvatar(r, img.width)),
    img.width,
  );
  const bubbles = kept.map((r, i): Bubble => {
    const f = img.factor;
    const x = r.x * f;
    const y = r.y * f;
    return {
      x,
      y,
      width: Math.min(image.width - x, r.width * f),
      height: Math.min(image.height - y, r.height * f),
      speaker: speakers[i]!,
    };
  });
  return { background, marginAgreement: agreement, bubbles };
}
