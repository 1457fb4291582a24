import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, MEMBER_PHONE, openSignedIn } from '../support/session';

test.describe('menu', () => {
  test('menu from server: a notice, the server’s menu, and a reload that stays put', async ({
    page,
  }) => {
    await openSignedIn(page, ADMIN_PHONE, '/admin/system');
    await page.getByRole('button', { name: '页面配置' }).click();
    await page.getByRole('switch', { name: '菜单来自后台' }).click();
    await expect(page.getByText('菜单加载成功')).toBeVisible();
    await page.getByRole('button', { name: '关闭', exact: true }).click();

    const menu = page.getByRole('complementary', { name: '导航菜单' });
    await expect(menu.getByRole('menuitem', { name: '工作台' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '系统状态' })).toBeVisible();

    const menuCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/menu')) menuCalls.push(request.method());
    });
    await page.reload();
    await expect(page.getByText('菜单加载成功')).toBeVisible();
    await expect(page).toHaveURL('/admin/system');
    await expect(page.getByRole('tab', { name: '系统状态' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByPlaceholder('按名称或值筛选')).toBeVisible();
    await page.getByRole('tab', { name: '工作台' }).click();
    await expect(page.getByText('欢迎回来，演示管理员')).toBeVisible();
    expect(menuCalls).toEqual(['POST']);
  });

  test('with the server menu on, a page it does not list is not found', async ({ page }) => {
    await openSignedIn(page, MEMBER_PHONE);
    await page.evaluate(() => localStorage.setItem('arco-settings', '{"menuFromServer":true}'));
    await page.goto('/admin/system');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/admin/system');
    const menu = page.getByRole('complementary', { name: '导航菜单' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      '工作台',
      '我的助手',
      '助手广场',
      '团队订阅',
      '销售助手',
      'AI 助手',
      'AI 对话',
      'AI 页面',
      '业务场景',
      '知识库',
      '人工会话',
    ]);
  });

  test('collapses to icons, and stays collapsed after a reload', async ({ page }) => {
    await openSignedIn(page, ADMIN_PHONE);
    const menu = page.getByRole('complementary', { name: '导航菜单' });
    await expect(menu).toHaveCSS('width', '220px');
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(menu).toHaveCSS('width', '48px');
    await page.reload();
    await expect(menu).toHaveCSS('width', '48px');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(menu).toHaveCSS('width', '220px');
  });

  test('on a 375 px phone the menu is a drawer opened from the navbar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignedIn(page, ADMIN_PHONE);
    await expect(page.getByText('欢迎回来，演示管理员')).toBeVisible();
    await expect(page.getByRole('complementary', { name: '导航菜单' })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = page.locator('.arco-drawer');
    await expect(drawer.getByRole('menuitem', { name: '系统状态' })).toBeVisible();
    // The viewport only: a drawer over a full-page capture would end halfway down the picture.
    await saveScreenshot(page, 'menu-drawer-375', { fullPage: false });

    await drawer.getByRole('menuitem', { name: '系统状态' }).click();
    await expect(page).toHaveURL('/admin/system');
    await expect(drawer).toBeHidden();
  });
});
