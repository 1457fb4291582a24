import { expect, test } from '@playwright/test';
import { attackPage, LOOPING_PAGE, startDetector, type Detector } from '../support/attack-page';
import { call, callerOf, type Caller } from '../support/helpers-api';
import { preview } from '../support/page-preview';
import { saveScreenshot } from '../support/screens';
import { openSignedIn } from '../support/session';
import { E2E_DETECTOR_PORT } from '../support/server';

const PHONE = '13930000702';

// A trace snapshots every frame at each step, and waits on a frame that never yields: the
// tracer, not the studio, would hang on the runaway page.
test.use({ trace: 'off' });

test.describe('a page made to attack', () => {
  let detector: Detector;
  test.beforeAll(async () => {
    detector = await startDetector(E2E_DETECTOR_PORT);
  });
  test.afterAll(async () => {
    await detector.close();
  });

  /** A page of the caller's with this HTML, made by hand, and a link to it. */
  async function sharedPage(caller: Caller, html: string) {
    const { orgId } = await call<{ orgId: string }>(caller, 'GET', '/v1/user/info');
    // A page is first written by a model: the stub writes one, then the attack replaces it.
    const first = await caller.page.request.post('/v1/subscribe/html', {
      headers: { authorization: caller.authorization },
      data: { orgId, prompt: '占位页面' },
    });
    const pageId = /"pageId":"(\d+)"/.exec(await first.text())![1]!;
    await call(caller, 'POST', `/v1/orgs/${orgId}/ai-pages/${pageId}/versions`, {
      html,
      baseVersion: 1,
    });
    const share = await call<{ url: string }>(
      caller,
      'POST',
      `/v1/subscribe/html/share?shareId=${pageId}`,
      {
        orgId,
      },
    );
    return { pageId, link: share.url };
  }

  test('reaches nothing from the share page or the studio, and a runaway script hangs only its frame', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, PHONE, '/ai-pages');
    const caller = await callerOf(page);
    const attack = await sharedPage(caller, attackPage(detector.url));
    const tokenBefore = await page.evaluate(() => localStorage.getItem('token'));

    // Shared: opened by someone signed in to the studio in the same browser.
    const visitor = await page.context().newPage();
    await visitor.goto(attack.link);
    const framed = visitor.locator('iframe').contentFrame();
    await expect(framed.locator('#log')).toContainText('done');
    const log = (await framed.locator('#log').textContent()) ?? '';
    for (const name of [
      'cookie',
      'localStorage',
      'sessionStorage',
      'indexedDB',
      'parent.document',
      'parent.localStorage',
      'top.location',
    ])
      expect(log, log).toContain(`${name}: blocked`);
    // In the studio's preview too.
    await page.goto(`/ai-pages/${attack.pageId}`);
    await expect(preview(page).locator('#log')).toContainText('done');
    await expect(preview(page).locator('h1')).toHaveText('限时优惠');
    // Give every attempt time to arrive, then nothing has: no request, no navigation, no write.
    await page.waitForTimeout(3_500);
    expect(detector.hits).toEqual([]);
    expect(await visitor.title()).not.toBe('pwned');
    expect(new URL(visitor.url()).pathname).toMatch(/^\/aiShare\//);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(tokenBefore);
    await saveScreenshot(visitor, 'ai-page-attack', { fullPage: false });

    // A script that never ends: the studio around it still answers.
    const loop = await sharedPage(caller, LOOPING_PAGE);
    await page.goto(`/ai-pages/${loop.pageId}`);
    // Once the page is in its frame (spinning there), the studio around it still answers.
    await expect
      .poll(() => page.frames().filter((frame) => frame.url() === 'about:srcdoc').length)
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: '版本记录' }).click();
    await expect(page.getByTestId('page-version').first()).toBeVisible();
    // Its frame never finishes loading; the page around it does.
    await visitor.goto(loop.link, { waitUntil: 'domcontentloaded' });
    await expect(visitor.locator('.bar b')).toHaveText('占位页面');
    expect(await visitor.evaluate(() => document.querySelectorAll('iframe').length)).toBe(1);
  });
});
