import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/login';
import { saveScreenshot } from '../support/screens';

const PHONE = '13920001001';

/** A real PNG drawn by the browser itself: a blue square with a white dot. */
async function makePng(page: Page, size = 96): Promise<Buffer> {
  const base64 = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#165DFF';
    context.fillRect(0, 0, side, side);
    context.fillStyle = '#FFFFFF';
    context.beginPath();
    context.arc(side / 2, side / 2, side / 4, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, size);
  return Buffer.from(base64, 'base64');
}

async function settle(page: Page) {
  await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 8000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('account: nickname, avatar and devices', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/login?redirect=${encodeURIComponent('/setting/account')}`);
  await signInThroughForm(page, PHONE);
  await expect(page).toHaveURL(/\/setting\/account$/);

  // The profile facts.
  await expect(page.getByTestId('account-phone')).toHaveText('139****1001');

  // Nickname: saved, and the navbar's avatar menu shows it.
  const nickname = page.getByLabel('昵称');
  await nickname.fill('浏览器测试员');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称已更新')).toBeVisible();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.locator('.arco-dropdown').getByText('浏览器测试员')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(1000, 600);

  // Avatar: uploaded, then shown by the server's URL in the page and in the navbar.
  const png = await makePng(page);
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/v1/user/avatar'));
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: png,
  });
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('头像已更新')).toBeVisible();
  const navbarAvatar = page.getByRole('button', { name: '用户菜单' }).locator('img');
  await expect(navbarAvatar).toHaveAttribute('src', /\/v1\/files\//);
  await expect
    .poll(() => navbarAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByAltText('头像')).toHaveAttribute('src', /\/v1\/files\//);

  // A file that is not an image never leaves the browser.
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('请选择 PNG、JPEG、WebP 或 GIF 图片')).toBeVisible();

  // Devices: this browser is listed, marked, and cannot be signed out from here.
  const current = page.getByTestId('device').filter({ hasText: '本机' });
  await expect(current).toHaveCount(1);
  // Playwright's Desktop Chrome user agent: a readable name, not the raw string.
  await expect(current).toContainText('Chrome 1');
  await expect(current.getByRole('button', { name: '下线' })).toBeDisabled();

  // Deleting: nothing blocks a fresh account; the button waits for the typed word.
  await expect(
    page.getByText('没有需要一并删除的团队。').or(page.getByText('以下团队只有你一人')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '永久注销账号' })).toBeDisabled();

  await settle(page);
  await saveScreenshot(page, 'account-zh-CN');
});
