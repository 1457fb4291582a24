/**
 * The default look of a named thing without a picture (a helper, a team): its initial on a colour
 * of its own, the same colour every time and on every page.
 */
const COLORS = ['arcoblue', 'purple', 'cyan', 'green', 'orange', 'magenta', 'gold', 'lime'];

export function avatarColor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return `rgb(var(--${COLORS[hash % COLORS.length]}-6))`;
}

/** The first character (a whole 汉字 or letter, never half a surrogate pair), upper-cased. */
export function initialOf(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toUpperCase();
}
