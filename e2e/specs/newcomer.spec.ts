import { expect, test, type Page } from '@playwright/test';
import { callerOf, personalOrg, removeMyHelpers } from '../support/helpers-api';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, MEMBER_PHONE, openSignedIn } from '../support/session';

// What a newcomer met trying the studio through its pages; a phone of its own for what it makes.
const NEWCOMER_PHONE = '13930000911';
const SALE_HELPER = '门店成交顾问';

const sideMenu = (page: Page) => page.getByRole('complementary', { name: '导航菜单' });

/** Counts the answers that said "no permission" while the page was used. */
function forbiddenAnswers(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) seen.push(response.url());
  });
  return seen;
}

test('a member is offered only what they may use, and finds feedback', async ({ page }) => {
  // A walk through every page: long on a busy machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const forbidden = forbiddenAnswers(page);
  await openSignedIn(page, MEMBER_PHONE);
  await expect(sideMenu(page).getByRole('menuitem', { name: '人工会话' })).toBeVisible();
  const entries = await sideMenu(page).getByRole('menuitem').allTextContents();
  expect(entries).not.toContain('对话日志');
  expect(entries).toContain('人工会话');

  // Every entry of the menu, and of the avatar menu, opens without a permission error.
  for (const name of entries) {
    const entry = sideMenu(page).getByRole('menuitem', { name, exact: true });
    // On a busy machine a click can land while the previous page is still settling the menu:
    // click again until the entry is the selected one.
    await expect(async () => {
      await entry.click();
      await expect(entry).toHaveClass(/arco-menu-selected/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/没有权限|无权/)).toHaveCount(0);
  }
  for (const [name, url] of [
    ['账号设置', '/setting/account'],
    ['团队管理', '/setting/org'],
    ['模型设置', '/setting/models'],
    ['意见反馈', '/setting/feedback'],
  ] as const) {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/没有权限|无权/)).toHaveCount(0);
  }
  // Making a helper of their own asks nothing a member may not have either.
  await page.goto('/setting/helpers/new?kind=service');
  await expect(page.getByTestId('visitor-fields')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(forbidden).toEqual([]);

  // The footer leads there too, from any page.
  await page.goto('/dashboard/workplace');
  await page.getByRole('contentinfo').getByRole('link', { name: '意见反馈' }).click();
  await expect(page).toHaveURL('/setting/feedback');
  await saveScreenshot(page, 'newcomer-member-feedback-1440');

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '意见反馈' })).toBeVisible();
  await saveScreenshot(page, 'newcomer-avatar-menu-375', { fullPage: false });
});

test('a new sales helper is on 销售助手 at once, its create tab now editing it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, NEWCOMER_PHONE, '/setting/saleHelper');
  const me = await callerOf(page);
  await removeMyHelpers(me, (await personalOrg(me)).id);
  await page.reload();
  await expect(page.getByText('还没有销售助手')).toBeVisible();

  await page.getByRole('button', { name: '创建销售助手' }).first().click();
  await expect(page.getByRole('tab', { name: '创建助手' })).toBeVisible();
  await page.getByRole('textbox', { name: '名称', exact: true }).fill(SALE_HELPER);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/setting\/helpers\/\d+\/edit$/);
  // The create tab became the helper's edit tab: no stale "create" left beside it.
  await expect(page.getByRole('tab', { name: '编辑助手' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '创建助手' })).toHaveCount(0);

  // Private by default, and still on its author's sales list.
  await page.getByRole('tab', { name: '销售助手' }).click();
  await expect(page.getByRole('link', { name: new RegExp(SALE_HELPER) })).toBeVisible();
  await expect(page.getByText('还没有销售助手')).toHaveCount(0);
  await saveScreenshot(page, 'newcomer-sale-list-1440');
});

test('signed out: languages to pick, and a sign-in for a team’s helper link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/setting/s/teamonly0001');
  await expect(page.getByText('登录后查看这个助手')).toBeVisible();
  await expect(page.getByText('找不到这个助手')).toHaveCount(0);
  const languages = page.getByRole('group', { name: '切换语言' });
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Sign in to see this helper')).toBeVisible();
  // The bar keeps to one line on a phone: the two languages side by side.
  const bar = await page.getByRole('banner').boundingBox();
  expect(bar!.height).toBeLessThanOrEqual(57);
  const [zh, en] = await Promise.all(
    ['中文', 'English'].map((name) => page.getByRole('button', { name }).boundingBox()),
  );
  expect(zh!.y).toBe(en!.y);
  await saveScreenshot(page, 'newcomer-signed-out-375');
  await page
    .getByRole('group', { name: 'Switch language' })
    .getByRole('button', { name: '中文' })
    .click();
  await page.getByRole('main').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting%2Fs%2Fteamonly0001$/);
});

test('a link in the account page takes the theme colour', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The demo owner's team has a member: deleting the account first needs it handed over.
  await openSignedIn(page, ADMIN_PHONE, '/setting/account');
  const link = page.getByRole('link', { name: '前往团队管理' });
  await expect(link).toBeVisible();
  await expect(link).toHaveCSS('color', 'rgb(22, 93, 255)');
  await expect(link).toHaveCSS('text-decoration-line', 'none');
});
