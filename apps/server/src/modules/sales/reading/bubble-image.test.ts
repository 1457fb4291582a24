import { describe, expect, it } from 'vitest';
import { textLines, type Grey } from './bubble-image';

/** A white picture 200 px wide with black bands at the given rows [top, bottom). */
function bands(height: number, rows: Array<[number, number]>): Grey {
  const data = Buffer.alloc(200 * height, 255);
  for (const [top, bottom] of rows) data.fill(0, top * 200, bottom * 200);
  return { data, width: 200, height, emoji: false };
}

describe('textLines', () => {
  const charPx = 32;

  it('splits lines set close, as tight line spacing and descenders leave them', () => {
    // Two lines of 28 px ink, 5 px apart (0.16 of a character).
    expect(
      textLines(
        bands(80, [
          [4, 32],
          [37, 65],
        ]),
        charPx,
      ),
    ).toEqual([
      [4, 32],
      [37, 65],
    ]);
  });

  it('keeps the strokes of 三 and a dot over i in their line', () => {
    // 三 alone on a line: three strokes 3 px thick, 10 px apart; then i with its dot.
    const lines = textLines(
      bands(120, [
        [4, 7],
        [17, 20],
        [30, 33],
        [60, 63],
        [66, 92],
      ]),
      charPx,
    );
    expect(lines).toEqual([
      [4, 33],
      [60, 92],
    ]);
  });

  it('splits lines that a bar down the side of the bubble would join (a dark edge on a JPEG)', () => {
    const ink = bands(80, [
      [4, 32],
      [44, 72],
    ]);
    // Text 160 px wide; a 3 px bar at the right edge over all but the rounded corners.
    for (let y = 0; y < 80; y++) {
      ink.data.fill(255, y * 200 + 160, y * 200 + 197);
      if (y >= 8 && y < 74) ink.data.fill(0, y * 200 + 197, y * 200 + 200);
    }
    expect(textLines(ink, charPx)).toEqual([
      [4, 32],
      [44, 72],
    ]);
    expect(ink.data[40 * 200 + 198]).toBe(255);
  });

  it('keeps strokes at the side that run down every line, broken between the lines', () => {
    // Two lines 4 px apart, a stroke at the left edge of each: inked in 85 % of the rows.
    const ink = bands(66, [
      [2, 30],
      [34, 62],
    ]);
    for (let y = 0; y < 66; y++) ink.data.fill(255, y * 200 + 2, y * 200 + 200);
    expect(textLines(ink, charPx)).toHaveLength(2);
    expect(ink.data[10 * 200]).toBe(0);
  });

  it('keeps a tall character near the side of a one-line bubble', () => {
    const ink = bands(40, [[4, 36]]);
    expect(textLines(ink, charPx)).toEqual([[4, 36]]);
    expect(ink.data[20 * 200 + 199]).toBe(0);
  });
});
