import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element scrolls into view (200 px early), while `enabled`:
 * the next page of a list loads before the reader gets to its end.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const reach = useRef(onReach);
  useEffect(() => {
    reach.current = onReach;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
