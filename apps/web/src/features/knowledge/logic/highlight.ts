/** A run of a passage: plain text, or one of the searched terms. */
export interface TextPart {
  text: string;
  hit: boolean;
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A passage cut into runs at each occurrence of a term (any case, longest term first), so the
 * page can mark the terms with elements of its own: the passage itself stays text, never HTML.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const words = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (!words.length || !text) return text ? [{ text, hit: false }] : [];
  const pattern = new RegExp(words.map(escape).join('|'), 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), hit: false });
    parts.push({ text: match[0], hit: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}
