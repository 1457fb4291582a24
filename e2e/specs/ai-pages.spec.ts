import { expect, test, type Page } from '@playwright/test';
import { preview } from '../support/page-preview';
import { saveScreenshot } from '../support/screens';
import { openSignedIn } from '../support/session';

const PHONE = '13930000701';
const PHONE_SIZE = { width: 375, height: 812 };
const IN_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';

/** Asks a question in a new chat with Enter, as a person would, and waits for the answer. */
async function askInChat(page: Page, question: string) {
  await page.goto('/chat?new=1');
  const input = page.getByRole('textbox', { name: '输入问题' });
  await input.fill(question);
  await input.press('Enter');
  await expect(page.locator('[data-role=assistant]').last()).toContainText(
    '这是来自测试模型的回答',
    {
      timeout: 20_000,
    },
  );
}

/** The page the studio shows now (its id from the address). */
const pageIdOf = (page: Page) => /\/ai-pages\/(\d+)/.exec(page.url())?.[1] ?? '';

test('a page from a chat answer: written live, changed, compared, restored, shared to a phone, revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, PHONE, '/ai-pages');

  // 1. A chat answer becomes a page; it is drawn while the model writes it.
  await askInChat(page, '帮我介绍一下智能保温杯 Pro 的卖点');
  await page.locator('[data-role=assistant]').last().hover();
  await page.getByRole('button', { name: '做成网页' }).last().click();
  await expect(page).toHaveURL(/\/ai-pages\/new\?sessionId=\d+&answerId=\d+$/);
  await expect(page.getByText('将根据这段对话和所选回答来写页面。')).toBeVisible();
  const request = page.getByRole('textbox', { name: '想要什么样的页面' });
  await request.fill('智能保温杯 Pro 新品介绍页，红色调');
  // The stub writes the page in about a second: what the page says while it writes is noted as
  // it appears, not polled for, and the page it wrote is then looked at in the editor.
  await page.evaluate(() => {
    const w = window as unknown as { sawWriting?: boolean };
    w.sawWriting = false;
    new MutationObserver(() => {
      w.sawWriting ||= Array.from(document.querySelectorAll('[role=status]')).some((e) =>
        e.textContent?.includes('助手正在写'),
      );
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: '开始生成' }).click();
  await expect(page).toHaveURL(/\/ai-pages\/\d+$/, { timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { sawWriting?: boolean }).sawWriting),
  ).toBe(true);
  await expect(preview(page).locator('h1')).toContainText('智能保温杯');
  const pageId = pageIdOf(page);
  // Its own script ran (it drew the chart) inside the sandbox.
  await expect(preview(page).locator('body')).toHaveAttribute('data-drawn', 'yes');
  await expect(preview(page).locator('rect.bar')).toHaveCount(3);
  await expect(page.getByText('第 1 版').first()).toBeVisible();

  // 2. A change asked in words is a new version.
  const ask = page.getByRole('textbox', { name: '告诉助手要怎么改' });
  await ask.fill('把价格改成 159 元');
  await ask.press('Enter');
  await expect(preview(page).locator('h1')).toHaveText('已按要求修改', { timeout: 20_000 });
  await expect(preview(page).locator('.change')).toHaveText('把价格改成 159 元');
  await expect(page.locator('.arco-tag').filter({ hasText: '第 2 版' })).toBeVisible();
  await saveScreenshot(page, 'ai-page-editor', { fullPage: false });

  // 3. Versions: compare the two, then bring the first back as the newest.
  await page.getByRole('button', { name: '版本记录' }).click();
  const versions = page.getByTestId('page-version');
  await expect(versions).toHaveCount(2);
  await versions.first().getByRole('button', { name: '对比' }).click();
  const compare = page.getByTestId('page-compare');
  await expect(compare.locator('.cm-mergeView')).toBeVisible();
  await expect(compare.locator('.cm-changedLine').first()).toBeVisible();
  await saveScreenshot(page, 'ai-page-compare', { fullPage: false });
  await page
    .getByRole('dialog', { name: '对比版本' })
    .getByRole('button', { name: 'Close' })
    .click();
  await versions.last().getByRole('button', { name: '恢复' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-tag').filter({ hasText: '第 3 版' })).toBeVisible();
  await expect(preview(page).locator('h1')).toContainText('智能保温杯');
  await saveScreenshot(page, 'ai-page-versions', { fullPage: false });
  await page.keyboard.press('Escape');

  // 4. The code, by hand (its editor loads when the tab opens).
  await page.getByRole('tab', { name: '代码' }).click();
  await expect(page.getByTestId('page-code').locator('.cm-content')).toContainText(
    '<!DOCTYPE html>',
  );
  await page.getByRole('tab', { name: '预览' }).click();

  // 5. A link, opened signed out on a phone in WeChat.
  await page.getByRole('button', { name: '分享' }).click();
  await page.getByRole('button', { name: '生成链接' }).click();
  const share = page.getByTestId('page-share').first();
  const link = await share.getByRole('textbox', { name: '分享链接' }).inputValue();
  expect(link).toMatch(/\/aiShare\/[\w-]{22}$/);
  const phone = await browser.newContext({
    viewport: PHONE_SIZE,
    isMobile: true,
    hasTouch: true,
    userAgent: IN_WECHAT,
  });
  const reader = await phone.newPage();
  const scripts: string[] = [];
  reader.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await reader.goto(link);
  const content = reader.locator('iframe').contentFrame();
  await expect(content.locator('h1')).toContainText('智能保温杯');
  await expect(content.locator('body')).toHaveAttribute('data-drawn', 'yes');
  // The share page itself runs no script: nothing of the studio is downloaded.
  expect(scripts).toEqual([]);
  await saveScreenshot(reader, 'ai-page-share-phone', { fullPage: false });

  // The link counts its view.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '分享' }).click();
  await expect(page.getByTestId('share-views').first()).toContainText('1 次浏览');

  // 6. Revoked, the link is dead at once.
  await page.getByTestId('page-share').first().getByRole('button', { name: '撤销' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('page-share').first()).toContainText('已撤销');
  await reader.reload();
  await expect(reader.getByRole('heading', { name: '链接已失效' })).toBeVisible();

  // 7. The list, and the editor on a phone.
  await page.goto('/ai-pages');
  await expect(page.getByTestId('ai-page-card')).toHaveCount(1);
  await page.setViewportSize(PHONE_SIZE);
  await page.goto(`/ai-pages/${pageId}`);
  await expect(preview(page).locator('h1')).toContainText('智能保温杯');
  await saveScreenshot(page, 'ai-page-editor-phone', { fullPage: false });
  // In English, every string of the editor and the list switches.
  await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/ai-pages/${pageId}`);
  await expect(page.getByRole('button', { name: 'Versions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change the page' })).toBeVisible();
  await saveScreenshot(page, 'ai-page-editor-en-US', { fullPage: false });
  await page.goto('/ai-pages');
  await expect(page.getByRole('tab', { name: "Team's pages" })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('arco-locale', 'zh-CN'));
  await phone.close();
});
