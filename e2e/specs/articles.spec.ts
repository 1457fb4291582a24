import { expect, test } from '@playwright/test';
import { call, callerOf } from '../support/helpers-api';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, openSignedIn } from '../support/session';

const PHONE_SIZE = { width: 375, height: 812 };
/** What a paste from a web page can carry besides its text. */
const PASTED =
  '<p>粘贴来的段落<script>window.__pasted = 1</script><img src="x" onerror="window.__pasted = 2"></p>';

test('an article written in the editor, published in two languages, read signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, ADMIN_PHONE, '/admin/articles');
  // A retried run starts from no privacy article.
  const admin = await callerOf(page);
  const { list } = await call<{ list: { id: string; keyword: string }[] }>(
    admin,
    'GET',
    '/v1/admin/articles',
  );
  for (const old of list.filter((a) => a.keyword === 'privacy'))
    await call(admin, 'DELETE', `/v1/admin/articles/${old.id}`);
  await page.reload();

  await page.getByRole('button', { name: '新建文章' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('privacy');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);

  // Chinese: a heading, a bold phrase, and a paste carrying a script.
  await page.getByRole('textbox', { name: '标题' }).fill('隐私政策');
  const body = page.getByRole('textbox', { name: '正文' });
  await body.click();
  await page.getByRole('button', { name: '二级标题' }).click();
  await page.keyboard.type('我们收集哪些信息');
  await page.keyboard.press('Enter');
  await page.keyboard.type('我们只收集提供服务所需的');
  await page.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('手机号');
  await page.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('和对话记录。');
  await page.keyboard.press('Enter');
  await body.evaluate((node, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', '粘贴来的段落');
    node.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PASTED);
  await expect(body.locator('h2')).toHaveText('我们收集哪些信息');
  await expect(body.locator('strong')).toHaveText('手机号');
  await expect(body).toContainText('粘贴来的段落');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('已发布第 1 版');
  await saveScreenshot(page, 'article-editor', { fullPage: false });

  // English.
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByRole('textbox', { name: '标题' }).fill('Privacy Policy');
  await page.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('We collect only your phone number and your conversations.');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('已发布第 1 版');

  // Read signed out on a phone, in both languages: nothing of the paste's script is there.
  const reader = await browser.newContext({
    viewport: PHONE_SIZE,
    isMobile: true,
    locale: 'zh-CN',
  });
  const phone = await reader.newPage();
  await phone.goto('/login');
  await expect(phone.getByRole('link', { name: '隐私政策' })).toHaveAttribute(
    'href',
    '/richText/privacy',
  );
  await phone.goto('/richText/privacy');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
  await expect(phone.locator('article strong')).toHaveText('手机号');
  await expect(phone.locator('article')).toContainText('粘贴来的段落');
  expect(await phone.locator('script, img').count()).toBe(0);
  expect(await phone.evaluate(() => (window as { __pasted?: number }).__pasted)).toBeUndefined();
  await saveScreenshot(phone, 'article-zh-phone', { fullPage: false });
  await phone.getByRole('link', { name: 'English' }).click();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en-US');
  await saveScreenshot(phone, 'article-en-phone', { fullPage: false });
  await reader.close();
});
