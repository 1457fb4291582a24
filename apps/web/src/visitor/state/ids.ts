/**
 * Stored messages have bigint ids written as decimal strings; ids the page makes for a question
 * or answer not yet stored start with `local-`.
 */
const STORED = /^\d+$/;

export const isStoredId = (id: string) => STORED.test(id);

/** Orders stored ids numerically without BigInt (absent from older in-app browsers). */
export function compareIds(a: string, b: string): number {
  const left = a.replace(/^0+(?=\d)/, '');
  const right = b.replace(/^0+(?=\d)/, '');
  if (left.length !== right.length) return left.length - right.length;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The later of two stored ids. */
export const laterId = (a: string, b: string) => (compareIds(a, b) >= 0 ? a : b);
