import { expect, type Page } from '@playwright/test';

/** Resolves once the page has drawn its next frame (what was just done is on the screen). */
export function nextFrame(page: Page) {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

/**
 * Waits until the scrolling element at `selector` holds still: its scroll position, its height
 * and the number of nodes in it unchanged for `frames` frames in a row. A virtual list measures
 * what it draws and may move while it does; this is the moment it has finished.
 */
export async function scrollSettled(
  page: Page,
  selector = '[data-virtuoso-scroller]',
  frames = 10,
) {
  const still = () =>
    page.evaluate(
      ({ selector, frames }) =>
        new Promise<boolean>((done) => {
          const element = document.querySelector(selector);
          if (!element) return done(false);
          let last = '';
          let same = 0;
          let seen = 0;
          const tick = () => {
            const now = [
              element.scrollTop,
              element.scrollHeight,
              element.querySelectorAll('*').length,
            ].join(':');
            same = now === last ? same + 1 : 0;
            last = now;
            seen += 1;
            if (same >= frames) done(true);
            else if (seen > 120) done(false);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      { selector, frames },
    );
  await expect.poll(still, { message: `${selector} to hold still` }).toBe(true);
}
