import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, MEMBER_PHONE, openSignedIn } from '../support/session';

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/** The visible text, minus data that is Chinese whatever the language (the user's name). */
async function visibleText(page: Page, nickname: string) {
  const text = await page.locator('body').innerText();
  return text.split(nickname).join(' ').replace(nickname.slice(0, 1), ' ');
}

/** Lets messages fade and the chart finish drawing before a picture. */
async function settle(page: Page) {
  await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 8000 });
  await expect(page.locator('[data-chart="drawn"]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('theme, language and colour weak', () => {
  test('the workplace in light zh-CN and dark en-US, every string switching', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, ADMIN_PHONE);
    await expect(page.getByText('欢迎回来，演示管理员')).toBeVisible();
    await settle(page);
    await saveScreenshot(page, 'workplace-light-zh-CN-1440');

    await page.getByRole('button', { name: '切换为暗色主题' }).click();
    expect(await page.evaluate(() => document.body.getAttribute('arco-theme'))).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('arco-theme'))).toBe('dark');
    // Every surface, with its see-through layers blended over what is under them, is dark.
    const backgrounds = await page.evaluate(() => {
      const rgba = (element: Element) =>
        (getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      const paint = (element: Element | null): number[] => {
        if (!element) return [255, 255, 255];
        const [r = 0, g = 0, b = 0, a = 1] = rgba(element);
        const under = a < 1 ? paint(element.parentElement) : [0, 0, 0];
        return [r, g, b].map((value, index) => value * a + under[index]! * (1 - a));
      };
      return ['body', 'header', 'aside', '[role=tablist]', 'main', 'footer'].map((selector) =>
        paint(document.querySelector(selector)),
      );
    });
    for (const [r, g, b] of backgrounds) expect(r! + g! + b!).toBeLessThan(3 * 80);

    const before = await visibleText(page, '演示管理员');
    expect(before).toMatch(CJK);
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByText('Language switched to English')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('arco-locale'))).toBe('en-US');
    await expect(page.getByText('Welcome back, 演示管理员')).toBeVisible();
    await settle(page);
    const leftovers = async () =>
      (await visibleText(page, '演示管理员')).split('\n').filter((line) => CJK.test(line));
    await expect.poll(leftovers).toEqual([]);
    await expect(page).toHaveTitle('Workplace - Miaoyu AI Studio');
    await saveScreenshot(page, 'workplace-dark-en-US-1440');

    // Both stay after a reload.
    await page.reload();
    await expect(page.getByText('Welcome back, 演示管理员')).toBeVisible();
    expect(await page.evaluate(() => document.body.getAttribute('arco-theme'))).toBe('dark');
  });

  test('colour weak inverts the page by 80%, and stays on after a reload', async ({ page }) => {
    await openSignedIn(page, MEMBER_PHONE);
    await page.getByRole('button', { name: '页面配置' }).click();
    await page.getByRole('switch', { name: '色弱模式' }).click();
    const filter = () => page.evaluate(() => getComputedStyle(document.body).filter);
    await expect.poll(filter).toBe('invert(0.8)');
    await page.reload();
    await expect(page.getByText('欢迎回来，演示成员')).toBeVisible();
    await expect.poll(filter).toBe('invert(0.8)');
    await page.getByRole('button', { name: '页面配置' }).click();
    await page.getByRole('switch', { name: '色弱模式' }).click();
    await expect.poll(filter).toBe('none');
  });
});
