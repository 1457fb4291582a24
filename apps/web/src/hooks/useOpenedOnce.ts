import { useState } from 'react';

/**
 * True from the first time `open` is: a dialog whose code loads when first wanted mounts then
 * and stays mounted, so that closing it animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
