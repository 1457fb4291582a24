/** The PNGs OCR reads for one line of a bubble: the line cut at its yen signs. */
import { linePng, type Grey } from './bubble-image';
import { yenSigns } from './yen';

export interface LineParts {
  parts: Uint8Array[];
  /** Between part i and i + 1: ' ¥' or '¥'. */
  joins: string[];
  /**
   * Whether a part starts with the character before the sign (the sign whitened): the OCR model
   * reads an amount better after a word than at the start of a picture. Its first character is
   * dropped from what is read.
   */
  context: boolean[];
  /**
   * For a part after a sign that starts its line: the part with the sign left in. Alone, the model
   * may drop the separators of an amount at the start of a picture (1,000 read as 1000); with the
   * sign it keeps them, but reads the sign as one character of its own, or with the first digit.
   */
  withSign: Array<Uint8Array | null>;
}

/** A line's PNGs, cut at its yen signs; a part with no character in it is left empty. */
export async function lineParts(
  ink: Grey,
  rows: [number, number],
  charPx: number,
): Promise<LineParts> {
  const signs = yenSigns(ink, rows, charPx);
  const cuts: Array<[number, number]> = [];
  let left = 0;
  for (const sign of signs) {
    cuts.push([left, sign.x0]);
    left = sign.x1;
  }
  cuts.push([left, ink.width]);
  let blanked: Grey | null = null;
  if (signs.length) {
    blanked = { ...ink, data: Buffer.from(ink.data) };
    for (const { x0, x1 } of signs)
      for (let y = rows[0]; y < rows[1]; y++)
        blanked.data.fill(255, y * ink.width + x0, y * ink.width + x1);
  }
  const context = cuts.map((_, i) => i > 0 && Boolean(signs[i - 1]!.before));
  const parts = await Promise.all(
    cuts.map(([a, b], i) => {
      if (inkEnd(ink, rows, [a, b]) - a < charPx * 0.3) return new Uint8Array();
      if (i === 0) return linePng(ink, rows, charPx, [a, b]);
      // After a sign the part starts where the sign was, blank, or at the character before it.
      const sign = signs[i - 1]!;
      return linePng(blanked!, rows, charPx, [sign.before?.[0] ?? sign.x0, b]);
    }),
  );
  const withSign = await Promise.all(
    cuts.map(([, b], i) => {
      const sign = signs[i - 1];
      return sign && !sign.before && parts[i]!.length
        ? linePng(ink, rows, charPx, [sign.x0, b])
        : null;
    }),
  );
  const joins = signs.map(({ x0 }, i) =>
    x0 - inkEnd(ink, rows, cuts[i]!) > charPx * 0.3 ? ' ¥' : '¥',
  );
  return { parts, joins, context, withSign };
}

/** The column after the last ink of a line's columns [a, b), or a when it has none. */
function inkEnd(ink: Grey, [top, bottom]: [number, number], [a, b]: [number, number]) {
  for (let x = b - 1; x >= a; x--)
    for (let y = top; y < bottom; y++) if (ink.data[y * ink.width + x]! < 128) return x + 1;
  return a;
}
