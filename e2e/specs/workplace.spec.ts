import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/login';
import { saveScreenshot } from '../support/screens';

const statNames = ['本周对话', '本周消息', '本周 Token 用量', '助手', '今日访客'];

/** Each test signs in with its own phone: a phone may ask for a code once a minute. */
async function signInToWorkplace(page: Page, phone: string) {
  await page.goto('/login');
  await signInThroughForm(page, phone);
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
}

/** The chart has drawn, its entry animation finished (the chart says so). */
async function chartSettled(page: Page) {
  await expect(page.getByRole('img').and(page.locator('[data-chart="drawn"]'))).toBeVisible();
}

test.describe('workplace', () => {
  test('before any chat: zeros, a flat chart that exports as PNG, and empty states', async ({
    page,
  }) => {
    // A phone of its own: the demo team's figures grow as the chat tests talk.
    await signInToWorkplace(page, '13912340001');
    await expect(page.getByRole('heading', { name: /^欢迎回来/ })).toBeVisible();
    for (const name of statNames)
      await expect(page.getByRole('group', { name }).getByText('0', { exact: true })).toBeVisible();

    const chart = page.getByRole('img', { name: '近 30 天每日消息数折线图，共 0 条消息' });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(page.getByText(/最近 30 天还没有消息/)).toBeVisible();

    await expect(page.getByText('还没有对话')).toBeVisible();
    await expect(page.getByRole('link', { name: '开始新对话' })).toHaveAttribute(
      'href',
      '/chat?new=1',
    );
    await expect(page.getByText('暂无公告')).toBeVisible();
    await expect(page.getByRole('link', { name: '新建对话' })).toHaveAttribute(
      'href',
      '/chat?new=1',
    );

    const exportButton = page.getByRole('button', { name: '导出 PNG' });
    await expect(exportButton).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^daily-messages-\d{4}-\d{2}-\d{2}\.png$/);
    const png = readFileSync(await download.path());
    expect(png.length).toBeGreaterThan(1024);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Pixel ratio 2: the image is twice the chart's CSS width.
    const cssWidth = await chart.evaluate((element) => element.clientWidth);
    expect(png.readUInt32BE(16)).toBe(cssWidth * 2);

    await chartSettled(page);
    await saveScreenshot(page, 'workplace-content-zh-CN');
  });

  test('first steps: the checklist links to a template that makes a helper, and ticks it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToWorkplace(page, '13912340010');
    const steps = page.getByRole('region', { name: '新手上路' });
    await expect(steps).toBeVisible();
    const items = steps.getByRole('listitem');
    await expect(items).toHaveCount(5);
    const helperStep = items.filter({ hasText: '创建助手' });
    await expect(helperStep).toHaveAttribute('data-done', 'false');
    await expect(items.filter({ hasText: '嵌入网站' })).toHaveAttribute('data-done', 'false');
    await chartSettled(page);
    await saveScreenshot(page, 'workplace-first-steps-zh-CN-1440');

    // The step leads to the create dialog; a template fills the editor, and saving makes it.
    await helperStep.getByRole('link', { name: '去创建' }).click();
    const dialog = page.getByRole('dialog', { name: '创建助手' });
    // The card is the radio's label: a person clicks it.
    await dialog.getByText('文案写作', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: /文案写作/ })).toBeChecked();
    await saveScreenshot(page, 'helpers-templates-zh-CN-1440');
    await dialog.getByRole('button', { name: '开始编辑' }).click();
    await expect(page).toHaveURL(/\/setting\/helpers\/new\?kind=chat&template=copywriting$/);
    const name = page.getByRole('textbox', { name: '名称', exact: true });
    await expect(name).toHaveValue('文案写作');
    await expect(page.getByRole('textbox', { name: '指令', exact: true })).toHaveValue(/资深文案/);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/setting\/helpers\/\d+\/edit$/);

    await page.goto('/dashboard/workplace');
    await expect(steps.getByRole('listitem').filter({ hasText: '创建助手' })).toHaveAttribute(
      'data-done',
      'true',
    );
    await expect(steps).toContainText(/已完成 [1-5]\/5 步/);

    // On a phone it fits; put away, it stays away.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(steps).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await chartSettled(page);
    await saveScreenshot(page, 'workplace-first-steps-zh-CN-375');
    await steps.getByRole('button', { name: '不再显示' }).click();
    await expect(steps).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('group', { name: '助手' })).toContainText('1');
    await expect(steps).toHaveCount(0);
  });

  test('dark theme in English', async ({ page }) => {
    await signInToWorkplace(page, '13912340002');
    await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.reload();
    await expect(page.getByRole('group', { name: 'Tokens this week' })).toContainText('0');
    await expect(page.getByText('No conversations yet')).toBeVisible();
    // Set the attribute as the theme toggle does; the chart follows it live.
    await page.evaluate(() => document.body.setAttribute('arco-theme', 'dark'));
    const card = page.getByRole('group', { name: 'Helpers' });
    await expect(card).toHaveCSS('background-color', 'rgb(35, 35, 36)');
    await chartSettled(page);
    await saveScreenshot(page, 'workplace-content-dark-en-US');
  });

  test('on a 375 px phone: one column, no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInToWorkplace(page, '13912340375');
    await expect(page.getByRole('group', { name: '今日访客' })).toContainText('0');
    await chartSettled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'workplace-content-zh-CN-375');
  });
});
