import { useState } from 'react';

/**
 * True from the first time `wanted` is true, and from then on: a drawer's code downloads
 * when it is first opened, and it stays mounted so it can animate closed.
 */
export function useLazyOnce(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(wanted);
  if (wanted && !loaded) setLoaded(true);
  return loaded || wanted;
}
