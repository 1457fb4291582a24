import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

/** Input this recent means a move of the list is the reader's own scrolling. */
const USER_INPUT_MS = 800;
const INPUT_EVENTS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

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
  const noteInput = useCallback(() => (lastInput.current = Date.now()), []);
  const userActive = () => Date.now() - lastInput.current < USER_INPUT_MS;

  const scrollerRef = useCallback(
    (node: HTMLElement | Window | null) => {
      for (const name of INPUT_EVENTS) scroller.current?.removeEventListener(name, noteInput);
      scroller.current = node instanceof HTMLElement ? node : null;
      for (const name of INPUT_EVENTS)
        scroller.current?.addEventListener(name, noteInput, { passive: true });
    },
    [noteInput],
  );
  useEffect(
    () => () => {
      for (const name of INPUT_EVENTS) scroller.current?.removeEventListener(name, noteInput);
    },
    [noteInput],
  );

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
