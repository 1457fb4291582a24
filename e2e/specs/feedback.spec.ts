import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/login';
import { saveScreenshot } from '../support/screens';

const PHONE = '13920001011';

/** A real PNG drawn by the browser: a striped "screenshot". */
async function makePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#F2F3F5';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#165DFF';
    context.fillRect(0, 0, 320, 40);
    context.fillStyle = '#F53F3F';
    context.fillRect(40, 80, 240, 60);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('feedback: send one with a screenshot, then see it with its thumbnail', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/login?redirect=${encodeURIComponent('/setting/feedback')}`);
  await signInThroughForm(page, PHONE);
  await expect(page).toHaveURL(/\/setting\/feedback$/);
  await expect(page.getByText('还没有提交过反馈')).toBeVisible();

  // Empty content is refused in place.
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请填写反馈内容')).toBeVisible();

  await page.getByText('建议', { exact: true }).click();
  await page.getByLabel('反馈内容').fill('希望对话页面支持导出为 PDF。');
  await expect(page.getByTestId('content-counter')).toHaveText('16 / 2000');
  await page.getByLabel('联系方式').fill('tester@example.com');
  await page.getByTestId('screenshot-input').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: await makePng(page),
  });
  await expect(page.getByRole('button', { name: '移除截图' })).toHaveCount(1);

  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/feedbacks') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '提交反馈' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('感谢反馈，我们会尽快处理')).toBeVisible();
  await expect(page.getByLabel('反馈内容')).toHaveValue('');
  await expect(page.getByRole('button', { name: '移除截图' })).toHaveCount(0);

  const item = page.getByTestId('feedback-item').first();
  await expect(item).toContainText('希望对话页面支持导出为 PDF。');
  await expect(item).toContainText('待处理');
  await expect(item).toContainText('建议');
  const thumbnail = item.getByAltText('截图 1');
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  // The list downloads a 160-pixel copy; the preview, the whole 320-pixel screenshot.
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(160);
  await thumbnail.click();
  const whole = page.locator('.arco-image-preview img');
  await expect(whole).toBeVisible();
  await expect
    .poll(() => whole.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(320);
  await page.keyboard.press('Escape');
  await expect(page.locator('.arco-image-preview')).toBeHidden();

  await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 8000 });
  // The thumbnail click scrolled the page: a full-page picture starts from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'feedback-zh-CN');
});
