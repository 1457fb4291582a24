/**
 * Who wrote each bubble, decided as a person does. First the avatar beside it: chat apps put the
 * other side's on the left and mine on the right, level with the bubble's top. Then the bubble's
 * colour: WeChat paints my messages green, DingTalk and WeCom blue, the other side's white or grey.
 * The screenshot is kept consistent: bubbles of one fill belong to one side, so a bubble whose avatar
 * was not seen takes the side its colour has elsewhere. Only where neither tells, the edge the
 * bubble is anchored to, and last the nearer edge. How far a bubble reaches says nothing: a long
 * message fills the row whichever side wrote it.
 */

/** Who wrote a bubble: the other side of the chat, or the salesperson whose screen it is. */
export type Speaker = 'customer' | 'me';

/** A rectangle of the screenshot, in pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Candidate extends Box {
  /** The bubble's commonest colour (its fill), RGB. */
  fill: readonly number[];
}

/** Fills closer than this (per channel) are one bubble colour: JPEG and anti-aliasing move them a little. */
const SAME_FILL = 20;
/** A fill this far from grey is a coloured bubble: mine in every app (white and greys are not). */
const COLOURED = 24;

const chroma = (c: readonly number[]) => Math.max(...c) - Math.min(...c);
const sameFill = (a: readonly number[], b: readonly number[]) =>
  Math.max(...a.map((v, i) => Math.abs(v - b[i]!))) <= SAME_FILL;

/** A square-ish block at a side edge, the size of a chat avatar. */
export function isAvatar(r: Box & { pixels: number }, width: number): boolean {
  const aspect = r.width / r.height;
  const edgeGap = Math.min(r.x, width - r.x - r.width);
  return (
    edgeGap < width * 0.08 &&
    aspect > 0.7 &&
    aspect < 1.4 &&
    r.width > width * 0.06 &&
    r.width < width * 0.2 &&
    r.pixels / (r.width * r.height) > 0.55
  );
}

/** The side of the avatar level with the bubble's top, if exactly one side has one. */
function avatarSide(bubble: Box, avatars: Box[]): Speaker | null {
  let left = false;
  let right = false;
  for (const a of avatars) {
    // Level: the avatar's top is at the bubble's, or above it by a group chat's name line.
    const level = a.y < bubble.y + a.height * 0.5 && a.y + a.height > bubble.y + 1;
    if (!level) continue;
    if (a.x + a.width <= bubble.x + 1) left = true;
    else if (a.x >= bubble.x + bubble.width - 1) right = true;
  }
  return left === right ? null : left ? 'customer' : 'me';
}

/** The commonest value (within `tolerance`) of a list of edges. */
function anchor(values: number[], tolerance: number): number | null {
  let best: number | null = null;
  let bestCount = 1;
  for (const v of values) {
    const count = values.filter((w) => Math.abs(w - v) <= tolerance).length;
    if (count > bestCount) [best, bestCount] = [v, count];
  }
  return best;
}

/** The speaker of each bubble, in the order given; coordinates in one image of `width`. */
export function assignSpeakers(bubbles: Candidate[], avatars: Box[], width: number): Speaker[] {
  const seen = bubbles.map((b) => avatarSide(b, avatars));
  // Bubbles of one fill are one colour group; each group is the side its avatars say.
  const groups: number[] = [];
  const fills: Array<readonly number[]> = [];
  for (const b of bubbles) {
    let g = fills.findIndex((f) => sameFill(f, b.fill));
    if (g < 0) g = fills.push(b.fill) - 1;
    groups.push(g);
  }
  const votesOf = (g: number) => seen.filter((s, i) => s && groups[i] === g);
  const groupSide = fills.map((fill, g): Speaker | null => {
    const votes = votesOf(g);
    const me = votes.filter((s) => s === 'me').length;
    if (me * 2 > votes.length) return 'me';
    if (me * 2 < votes.length) return 'customer';
    if (chroma(fill) >= COLOURED) return 'me';
    // A grey group beside a coloured one is the other side's.
    return fills.some((f) => chroma(f) >= COLOURED) ? 'customer' : null;
  });
  const tolerance = Math.max(1, width * 0.01);
  const leftAnchor = anchor(
    bubbles.map((b) => b.x),
    tolerance,
  );
  const rightAnchor = anchor(
    bubbles.map((b) => b.x + b.width),
    tolerance,
  );
  return bubbles.map((b, i) => {
    const own = seen[i];
    const group = groupSide[groups[i]!];
    // One avatar against many bubbles of its colour: the avatar was something else (a picture).
    const votes = votesOf(groups[i]!);
    const firm = votes.length >= 3 && votes.filter((s) => s === group).length >= votes.length * 0.8;
    if (own && group && own !== group && firm) return group;
    if (own) return own;
    if (group) return group;
    const atLeft = leftAnchor !== null && Math.abs(b.x - leftAnchor) <= tolerance;
    const atRight = rightAnchor !== null && Math.abs(b.x + b.width - rightAnchor) <= tolerance;
    if (atLeft !== atRight) return atLeft ? 'customer' : 'me';
    return b.x < width - b.x - b.width ? 'customer' : 'me';
  });
}
