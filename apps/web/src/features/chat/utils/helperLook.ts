/**
 * A helper's default look: its initial on a colour of its own. The same palette and hash as the
 * helper pages, so a helper wears one colour everywhere.
 */
const COLORS = ['arcoblue', 'purple', 'cyan', 'green', 'orange', 'magenta', 'gold', 'lime'];

export function helperColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return `rgb(var(--${COLORS[hash % COLORS.length]}-6))`;
}

/** The first character (a whole 汉字 or letter, never half a surrogate pair), upper-cased. */
export function helperInitial(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toUpperCase();
}
