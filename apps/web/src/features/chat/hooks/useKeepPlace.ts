import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For how many frames after an older page lands the view is held while Virtuoso measures it:
 * frames, not milliseconds, since drawing ten long answers can take one long frame.
 */
const HOLD_FRAMES = 30;

interface Anchor {
  id: string;
  top: number;
}

/** The first message at least partly in view, and where its top edge is against the list's. */
function anchorOf(scroller: HTMLElement): Anchor | null {
  const box = scroller.getBoundingClientRect();
  for (const node of scroller.querySelectorAll<HTMLElement>('[data-message-id]')) {
    const rect = node.getBoundingClientRect();
    if (rect.bottom > box.top + 1 && rect.top < box.bottom)
      return { id: node.dataset.messageId!, top: rect.top - box.top };
  }
  return null;
}

function topOf(scroller: HTMLElement, id: string): number | null {
  const node = scroller.querySelector(`[data-message-id="${CSS.escape(id)}"]`);
  return node ? node.getBoundingClientRect().top - scroller.getBoundingClientRect().top : null;
}

/**
 * Keeps the message the reader was looking at where it was when an older page lands.
 * Virtuoso places prepended messages by an estimated height and often does not correct once
 * they are measured (answers are far taller than the estimate), so the view jumped by
 * hundreds of pixels, or past the message altogether, when the reader waited at the top.
 */
export function useKeepPlace(
  scroller: RefObject<HTMLElement | null>,
  lastInput: RefObject<number>,
  older: number,
) {
  const anchor = useRef<Anchor | null>(null);
  const holding = useRef(false);

  // Where the reader is, noted as they scroll (not while a landed page is being held).
  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const note = () => {
      if (!holding.current) anchor.current = anchorOf(node);
    };
    note();
    node.addEventListener('scroll', note, { passive: true });
    return () => node.removeEventListener('scroll', note);
  });

  useLayoutEffect(() => {
    const node = scroller.current;
    const held = anchor.current;
    if (!node || !held || older === 0) return;
    holding.current = true;
    const landed = Date.now();
    let frame = 0;
    let frames = 0;
    let last: number | null = null;
    const hold = () => {
      // The reader's own scrolling after the page landed wins.
      const userScrolled = lastInput.current > landed;
      const top = topOf(node, held.id);
      // Correct only once Virtuoso's own placing has settled (two frames alike), or the two
      // corrections add up and overshoot.
      if (top !== null && top === last && !userScrolled && Math.abs(top - held.top) >= 1) {
        node.scrollTop += top - held.top;
        last = null;
      } else last = top;
      if (++frames < HOLD_FRAMES && !userScrolled) frame = requestAnimationFrame(hold);
      else {
        holding.current = false;
        anchor.current = anchorOf(node);
      }
    };
    frame = requestAnimationFrame(hold);
    return () => {
      cancelAnimationFrame(frame);
      holding.current = false;
    };
  }, [older, scroller, lastInput]);
}
