import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * The pictures are for people to look at, and no test compares them: CI (which sets `CI`)
 * writes none. `E2E_SCREENSHOTS=1` writes them there too, `E2E_SCREENSHOTS=0` nowhere.
 */
export const WRITES_SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === '1' || (!process.env.CI && process.env.E2E_SCREENSHOTS !== '0');

interface Options {
  /** The whole page (the default), or what is on the screen (a drawer over a long page). */
  fullPage?: boolean;
  /** What must have gone first, such as a message that fades. */
  gone?: Locator;
}

/**
 * Saves a picture under e2e/screenshots once the page is still: fonts and images loaded, charts
 * drawn, and two frames drawn since; transitions and animations are run to their end.
 */
export async function saveScreenshot(page: Page, name: string, options: Options = {}) {
  if (!WRITES_SCREENSHOTS) return;
  if (options.gone) await expect(options.gone).toBeHidden({ timeout: 10_000 });
  await expect(page.locator('[data-chart="drawing"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
  });
}
