/**
 * Tidies what OCR read from one bubble, line by line: it may space Chinese characters apart and mix
 * full- and half-width punctuation. Chinese text gets full-width punctuation and no spaces; Latin words and
 * numbers keep their spaces and half-width punctuation (so ¥2,499 and 3.5 stay as written).
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]/u;
const isCjk = (ch: string | undefined) => ch !== undefined && CJK.test(ch);

/** Half-width punctuation and its full-width form in Chinese text. */
const FULL_WIDTH: Record<string, string> = {
  ',': '，',
  '.': '。',
  '?': '？',
  '!': '！',
  ':': '：',
  ';': '；',
  '(': '（',
  ')': '）',
};
const HALF_WIDTH = Object.fromEntries(
  Object.entries(FULL_WIDTH).map(([half, full]) => [full, half]),
);

const isLatinOrDigit = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9]/.test(ch);

/**
 * Full-width letters and digits (Ａ, １) read as their ASCII forms, and the yen sign in one form:
 * the model writes ¥ or ￥ for the same glyph, even within one line.
 */
const asciiForms = (text: string) =>
  text
    .replace(/[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g, (ch) =>
      String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
    )
    .replace(/\uffe5/g, '¥');

/** A full-width comma between numbers separates them, unless it groups thousands (2，499). */
const listComma = (ch: string, chars: string[], i: number) =>
  ch === '，' && !/^\d{3}(?!\d)/.test(chars.slice(i + 1, i + 5).join(''));

export function cleanOcrText(raw: string): string {
  // Lines inside one bubble are soft wraps: join them, with a space only between Latin words.
  const lines = raw
    .split('\n')
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .trim()
        // A line never starts with a question mark glued to a number: a ¥ the model took for one.
        .replace(/^[?？](?=\d)/u, '¥'),
    )
    .filter(Boolean);
  let text = '';
  for (const line of lines) {
    if (text && isLatinOrDigit(text.at(-1)) && isLatinOrDigit(line[0])) text += ' ';
    text += line;
  }
  text = asciiForms(text);
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch === ' ') {
      const before = out.at(-1);
      const after = chars[i + 1];
      if (isCjk(before) || isCjk(after)) {
        // Keep the space a writer puts between Chinese and a Latin word or number, drop the rest.
        if (!(isCjk(before) && isCjk(after)) && before !== undefined && after !== undefined)
          out.push(' ');
        continue;
      }
      out.push(ch);
      continue;
    }
    const prev = out.at(-1) === ' ' ? out.at(-2) : out.at(-1);
    const next = chars[i + 1] === ' ' ? chars[i + 2] : chars[i + 1];
    const full = FULL_WIDTH[ch];
    const half = HALF_WIDTH[ch];
    if (full && isCjk(prev) && !(isLatinOrDigit(next) && ch === '.')) out.push(full);
    else if (half && isLatinOrDigit(prev) && isLatinOrDigit(next) && !listComma(ch, chars, i))
      out.push(half);
    else out.push(ch);
  }
  const cleaned = out
    .join('')
    .replace(/ +([，。？！：；）])/g, '$1')
    .replace(/([（]) +/g, '$1')
    // ¥ before an amount is often read as Y, f or 半.
    .replace(/(^|[^A-Za-z0-9])[Yf半](?=\d)/gu, '$1¥')
    .trim();
  // What is left of a whitened emoji is a stray dot or comma: no letter, digit or character.
  return /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : '';
}
