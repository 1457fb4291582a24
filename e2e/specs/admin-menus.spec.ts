import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, MEMBER_PHONE, openSignedIn } from '../support/session';

/** The member's page with the menu from the server, reloaded so it asks again. */
async function memberMenu(member: Page) {
  await member.evaluate(() => localStorage.setItem('arco-settings', '{"menuFromServer":true}'));
  await member.reload();
  await expect(member.getByText('菜单加载成功').first()).toBeVisible();
  return member.getByRole('complementary', { name: '导航菜单' });
}

test.describe('platform admin: menus', () => {
  test('untick the workplace for users, save, the member loses it; restore the default', async ({
    page,
    browser,
  }) => {
    await openSignedIn(page, ADMIN_PHONE, '/admin/menus');
    const tab = page.getByRole('tabpanel', { name: '普通用户' });
    await expect(page.getByRole('tab', { name: '普通用户' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tab.getByText('内置菜单')).toBeVisible();
    const box = (name: string) => tab.getByRole('treeitem', { name }).getByRole('checkbox');
    // The input itself is visually hidden: click its label.
    const tick = (name: string) => tab.getByRole('treeitem', { name }).locator('.arco-checkbox');
    const workplace = box('工作台 (dashboard.workplace)');
    await expect(workplace).toBeChecked();
    await expect(box('系统状态 (admin.system)')).not.toBeChecked();
    await saveScreenshot(page, 'admin-menus-zh-CN');

    await tick('工作台 (dashboard.workplace)').click();
    await expect(workplace).not.toBeChecked();
    await expect(box('仪表盘 (dashboard)')).not.toBeChecked();
    const saved = page.waitForRequest((r) => r.method() === 'PUT');
    await tab.getByRole('button', { name: '保存' }).click();
    const items = (await saved).postDataJSON().items as { key: string }[];
    expect(items.map((item) => item.key)).not.toContain('dashboard');
    await expect(page.getByText('普通用户的菜单已保存')).toBeVisible();
    await expect(tab.getByText('已自定义')).toBeVisible();

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await openSignedIn(member, MEMBER_PHONE);
    await expect(member.getByText('欢迎回来，演示成员')).toBeVisible();
    let menu = await memberMenu(member);
    await expect(menu.getByRole('menuitem', { name: '工作台' })).toHaveCount(0);

    await tab.getByRole('button', { name: '恢复默认' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('普通用户的菜单已恢复默认')).toBeVisible();
    await expect(tab.getByText('内置菜单')).toBeVisible();
    await expect(workplace).toBeChecked();

    menu = await memberMenu(member);
    await expect(menu.getByRole('menuitem', { name: '工作台' })).toBeVisible();
    await memberContext.close();
  });

  test('admins: ticking a child keeps its parent, in the built-in order', async ({ page }) => {
    await openSignedIn(page, ADMIN_PHONE, '/admin/menus');
    await page.getByRole('tab', { name: '平台管理员' }).click();
    const tab = page.getByRole('tabpanel', { name: '平台管理员' });
    const users = tab
      .getByRole('treeitem', { name: '用户管理 (admin.users)' })
      .getByRole('checkbox');
    await expect(users).toBeChecked();
    await tab
      .getByRole('treeitem', { name: '用户管理 (admin.users)' })
      .locator('.arco-checkbox')
      .click();
    const saved = page.waitForRequest((r) => r.method() === 'PUT');
    await tab.getByRole('button', { name: '保存' }).click();
    const items = (await saved).postDataJSON().items as { key: string; children?: unknown[] }[];
    const admin = items.find((item) => item.key === 'admin');
    expect(admin?.children?.map((child) => (child as { key: string }).key)).not.toContain(
      'admin.users',
    );
    await expect(page.getByText('平台管理员的菜单已保存')).toBeVisible();
    await tab.getByRole('button', { name: '恢复默认' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('平台管理员的菜单已恢复默认')).toBeVisible();
  });
});
