/**
 * Finds the yen sign in a line of text by its shape. chi_sim's alphabet has no ¥ (nor ￥), so
 * tesseract reads the sign as #, 关, 羊, Y or nothing, and at times swallows the digit after it.
 * The reader cuts a line at each sign found here, reads the parts, and joins them with ¥.
 *
 * A ¥ is a glyph of a digit's size with a V at the top (arms reaching both top corners), one or two
 * bars across the middle and a single stem down the centre. A # has two stems, a 4 one top point,
 * a Y no bar, and 半, 羊 or 关 are full-width characters: none of them passes.
 */
import type { Grey } from './bubble-image';

export interface Glyph {
  /** Columns [x0, x1) and rows [y0, y1) of the glyph's ink. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const INK = 140;

/** Runs of inked columns between blank ones, each with the vertical extent of its ink. */
export function glyphs(ink: Grey, [top, bottom]: [number, number]): Glyph[] {
  const found: Glyph[] = [];
  let current: Glyph | null = null;
  for (let x = 0; x <= ink.width; x++) {
    let [y0, y1] = [-1, -1];
    for (let y = top; x < ink.width && y < bottom; y++) {
      if (ink.data[y * ink.width + x]! >= INK) continue;
      if (y0 < 0) y0 = y;
      y1 = y + 1;
    }
    if (y0 >= 0) {
      if (!current) current = { x0: x, x1: x + 1, y0, y1 };
      else
        [current.x1, current.y0, current.y1] = [
          x + 1,
          Math.min(current.y0, y0),
          Math.max(current.y1, y1),
        ];
    } else if (current) {
      found.push(current);
      current = null;
    }
  }
  return found;
}

/** The ink runs of one row of a glyph, as [start, end) columns. */
function runs(ink: Grey, g: Glyph, y: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let x = g.x0; x < g.x1; x++) {
    const inked = ink.data[y * ink.width + x]! < INK;
    const last = out.at(-1);
    if (inked && last && last[1] === x) last[1] = x + 1;
    else if (inked) out.push([x, x + 1]);
  }
  return out;
}

/** Share of the rows [from, to) (fractions of the glyph's height) for which `test` holds. */
function share(
  ink: Grey,
  g: Glyph,
  from: number,
  to: number,
  test: (r: Array<[number, number]>) => boolean,
) {
  const h = g.y1 - g.y0;
  const [a, b] = [
    g.y0 + Math.floor(h * from),
    Math.max(g.y0 + Math.floor(h * from) + 1, g.y0 + Math.ceil(h * to)),
  ];
  let yes = 0;
  for (let y = a; y < b; y++) if (test(runs(ink, g, y))) yes++;
  return yes / (b - a);
}

export function isYen(ink: Grey, g: Glyph, charPx: number): boolean {
  const [w, h] = [g.x1 - g.x0, g.y1 - g.y0];
  // Digit-sized: narrower and shorter than the Chinese characters beside it.
  if (h < charPx * 0.45 || h > charPx * 0.8 || w < h * 0.4 || w > h * 0.85) return false;
  // The V: two arms, one from each top corner.
  const vee = share(
    ink,
    g,
    0,
    0.15,
    (r) => r.length >= 2 && r[0]![0] <= g.x0 + w * 0.3 && r.at(-1)![1] >= g.x1 - w * 0.3,
  );
  // The stem: one narrow run in the middle of the bottom rows.
  const stem = share(ink, g, 0.82, 1, (r) => {
    if (r.length !== 1) return false;
    const [s, e] = r[0]!;
    const centre = (s + e) / 2 - g.x0;
    return e - s <= w * 0.4 && centre > w * 0.3 && centre < w * 0.7;
  });
  // A bar across: a row of ink over most of the width, below the V.
  const bar = share(ink, g, 0.4, 0.85, (r) => r.some(([s, e]) => e - s >= w * 0.6));
  return vee >= 0.6 && stem >= 0.7 && bar > 0;
}

export interface YenSign {
  x0: number;
  x1: number;
  /** Columns of the Chinese character just before the sign, if there is one. */
  before: [number, number] | null;
}

/** The yen signs of one line of text, left to right. */
export function yenSigns(ink: Grey, rows: [number, number], charPx: number): YenSign[] {
  const all = glyphs(ink, rows);
  return all.flatMap((g, i) => {
    if (!isYen(ink, g, charPx)) return [];
    const prev = all[i - 1];
    const han = prev && prev.x1 - prev.x0 >= charPx * 0.7 && g.x0 - prev.x1 < charPx * 0.6;
    return [{ x0: g.x0, x1: g.x1, before: han ? ([prev.x0, prev.x1] as [number, number]) : null }];
  });
}
