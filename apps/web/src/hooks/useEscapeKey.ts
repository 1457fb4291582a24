import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onEscape` on Escape while `active`, wherever focus is. Arco's drawers listen only on
 * their own wrapper, so an Escape pressed before focus has moved in (a fast hand, a slow phone)
 * was lost and the drawer stayed open.
 */
export function useEscapeKey(active: boolean, onEscape: () => void) {
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
