import type { Page } from '@playwright/test';

/**
 * Notes every `data-state` the first element matching `selector` passes through, from now on.
 * A fast answer may stream between two polls of a busy machine; an observer sees each change.
 * Returns a reader of the states seen so far, in order.
 */
export async function watchStates(page: Page, selector: string) {
  const key = `states_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ selector, key }) => {
      const seen: string[] = [];
      (window as unknown as Record<string, string[]>)[key] = seen;
      const note = () => {
        const state = document.querySelector<HTMLElement>(selector)?.dataset.state;
        if (state && state !== seen.at(-1)) seen.push(state);
      };
      note();
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    },
    { selector, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key]!, key);
}
