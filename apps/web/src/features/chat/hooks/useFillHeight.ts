import { useLayoutEffect, useState, type RefObject } from 'react';

const MIN_HEIGHT = 240;

/**
 * The height that makes an element end at the bottom of the visible viewport. It follows
 * `visualViewport`, which shrinks when a phone's keyboard opens, so the composer stays above it.
 * `gap` is left free below it (the frame's padding; none when the page has the whole phone).
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, gap = 16): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const node = ref.current;
      if (!node) return;
      const viewport = window.visualViewport;
      const visible = viewport ? viewport.height + viewport.offsetTop : window.innerHeight;
      // The page's own top (navbar, tabs, breadcrumb above it), whatever the scroll.
      const top = node.getBoundingClientRect().top + window.scrollY;
      // The studio footer, when shown, fits under the page too: the window itself never scrolls.
      const footer = document.querySelector('footer')?.getBoundingClientRect().height ?? 0;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(visible - top - gap - footer)));
    };
    measure();
    const viewport = window.visualViewport;
    window.addEventListener('resize', measure);
    viewport?.addEventListener('resize', measure);
    viewport?.addEventListener('scroll', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (ref.current?.parentElement) observer?.observe(ref.current.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      viewport?.removeEventListener('resize', measure);
      viewport?.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, gap]);
  return height;
}
