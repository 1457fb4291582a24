import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

/** Input this recent means a move of the list is the reader's own scrolling. */
const USER_INPUT_MS = 800;
const INPUT_EVENTS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;
/** Farther than this from the end is away from the bottom (Virtuoso's atBottomThreshold). */
export const BOTTOM_THRESHOLD_PX = 80;

/**
 * Keeps the newest message in view while messages grow on their own. Answers first show as
 * plain text and grow when the Markdown renderer (loaded on demand) draws them rich; Virtuoso
 * only follows growth in the moment after new data, so a long session could open a few
 * answers above its end. Stays pinned until the reader scrolls away, and again once they
 * come back to the bottom.
 */
export function useStickToBottom(handle: RefObject<VirtuosoHandle | null>) {
  const pinned = useRef(true);
  const lastInput = useRef(0);
  const scroller = useRef<HTMLElement | null>(null);
  const lastTop = useRef(0);
  const noteInput = useCallback(() => (lastInput.current = Date.now()), []);
  const userActive = () => Date.now() - lastInput.current < USER_INPUT_MS;
  // Growing answers never move the list up; anything that does (a scrollbar, find-in-page, a
  // script, assistive technology) is the reader going back, even without input events here.
  const noteScroll = useCallback(() => {
    const node = scroller.current;
    if (!node) return;
    const away = node.scrollHeight - node.scrollTop - node.clientHeight > BOTTOM_THRESHOLD_PX;
    if (node.scrollTop < lastTop.current - 1 && away) pinned.current = false;
    lastTop.current = node.scrollTop;
  }, []);

  const listen = useCallback(
    (node: HTMLElement | null, on: boolean) => {
      if (!node) return;
      const method = on ? 'addEventListener' : 'removeEventListener';
      for (const name of INPUT_EVENTS) node[method](name, noteInput, { passive: true });
      node[method]('scroll', noteScroll, { passive: true });
    },
    [noteInput, noteScroll],
  );
  const scrollerRef = useCallback(
    (node: HTMLElement | Window | null) => {
      listen(scroller.current, false);
      scroller.current = node instanceof HTMLElement ? node : null;
      lastTop.current = scroller.current?.scrollTop ?? 0;
      listen(scroller.current, true);
    },
    [listen],
  );
  useEffect(() => () => listen(scroller.current, false), [listen]);

  const atBottomChanged = useCallback((atBottom: boolean) => {
    if (atBottom) pinned.current = true;
    else if (userActive()) pinned.current = false;
  }, []);
  const heightChanged = useCallback(() => {
    if (pinned.current && !userActive())
      handle.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, [handle]);

  return { scrollerRef, scroller, lastInput, atBottomChanged, heightChanged };
}
