/**
 * A PDF page's text items joined into lines and paragraphs. A PDF has no words or lines, only
 * runs of glyphs placed on the page, so both are read back from the runs' positions.
 */

/** A run of text as pdfjs gives it. */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, x, y]: the text matrix; (x, y) is where the run's baseline starts. */
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

interface Line {
  y: number;
  size: number;
  text: string;
  /** Where the last run ended, to see gaps between runs. */
  end: number;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

/**
 * Does a gap between two runs on one line stand for a space? Runs are often single glyphs,
 * or words without their spaces. Chinese has no spaces, and justified Chinese text is spread
 * with gaps, so only a gap of a whole character counts there.
 */
function needsSpace(line: Line, next: string, gap: number, size: number): boolean {
  const before = line.text.at(-1) ?? ' ';
  const after = next[0] ?? ' ';
  if (/\s/.test(before) || /\s/.test(after)) return false;
  const cjk = CJK.test(before) && CJK.test(after);
  return gap > size * (cjk ? 1 : 0.2);
}

function itemLines(items: PositionedText[]): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  let endOfLine = false;
  for (const item of items) {
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
    const size = Math.hypot(c, d) || item.height || 10;
    if (item.str !== '') {
      if (!current || endOfLine || Math.abs(y - current.y) > size / 2) {
        current = { y, size, text: '', end: x };
        lines.push(current);
      } else if (needsSpace(current, item.str, x - current.end, size)) {
        current.text += ' ';
      }
      current.text += item.str;
      current.end = x + item.width;
      endOfLine = false;
    }
    if (item.hasEOL) endOfLine = true;
  }
  return lines.filter((line) => line.text.trim() !== '');
}

/**
 * The page's text: lines in the order they were drawn, a blank line where the baseline jumps
 * further than line spacing (a new paragraph) or goes back up (a new column, a header).
 */
export function pageText(items: PositionedText[]): string {
  const lines = itemLines(items);
  return lines
    .map((line, i) => {
      const previous = lines[i - 1];
      if (!previous) return line.text.trim();
      const drop = previous.y - line.y;
      const newParagraph = drop > Math.max(previous.size, line.size) * 1.8 || drop < -line.size;
      return `${newParagraph ? '\n' : ''}${line.text.trim()}`;
    })
    .join('\n');
}
