import { expect, test } from '@playwright/test';
import { ADMIN_PHONE, openSignedIn } from '../support/session';

test.describe('settings drawer', () => {
  test('each content switch changes the layout and is kept after a reload', async ({ page }) => {
    await openSignedIn(page, ADMIN_PHONE);
    const navbar = page.getByRole('banner');
    const sider = page.getByRole('complementary', { name: '导航菜单' });
    const tabBar = page.getByRole('tablist', { name: '已打开的页面' });
    const footer = page.getByRole('contentinfo');
    for (const part of [navbar, sider, tabBar, footer]) await expect(part).toBeVisible();

    await page.getByRole('button', { name: '页面配置' }).click();
    const drawer = page.locator('.arco-drawer').filter({ hasText: '页面配置' });
    await expect(drawer).toHaveCSS('width', '300px');
    const toggle = (name: string) => drawer.getByRole('switch', { name, exact: true }).click();

    await toggle('底部');
    await expect(footer).toHaveCount(0);
    await toggle('多页签');
    await expect(tabBar).toHaveCount(0);
    await toggle('顶部菜单栏');
    await expect(sider).toHaveCount(0);
    await expect(navbar.getByRole('menu')).toContainText('仪表盘');
    await toggle('顶部菜单栏');
    await expect(sider).toBeVisible();
    await drawer.getByRole('spinbutton', { name: '菜单宽度 (px)' }).fill('260');
    await drawer.getByRole('spinbutton', { name: '菜单宽度 (px)' }).press('Enter');
    await expect(sider).toHaveCSS('width', '260px');
    await toggle('菜单栏');
    await expect(sider).toHaveCount(0);
    await toggle('导航栏');
    await expect(navbar).toHaveCount(0);
    await drawer.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(drawer).toBeHidden();
    const floating = page.getByRole('button', { name: '打开页面配置' });
    await expect(floating).toBeVisible();

    await page.reload();
    await expect(page.getByText('欢迎回来，演示管理员')).toBeVisible();
    for (const part of [navbar, sider, tabBar, footer]) await expect(part).toHaveCount(0);
    await expect(floating).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('arco-settings')!));
    expect(stored).toMatchObject({
      navbar: false,
      menu: false,
      footer: false,
      tabBar: false,
      topMenu: false,
      menuWidth: 260,
    });

    // The floating button brings the drawer back; everything can be turned on again.
    await floating.click();
    for (const name of ['导航栏', '菜单栏', '底部', '多页签']) await toggle(name);
    for (const part of [navbar, tabBar, footer]) await expect(part).toBeVisible();
    await expect(sider).toHaveCSS('width', '260px');
    await expect(floating).toHaveCount(0);
  });

  test('copy settings puts the whole settings state on the clipboard as JSON', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, ADMIN_PHONE);
    await page.getByRole('button', { name: '页面配置' }).click();
    await page.getByRole('switch', { name: '底部', exact: true }).click();
    await page.getByRole('button', { name: '复制配置' }).click();
    await expect(
      page.getByText('复制成功，请粘贴到 apps/web/src/settings.json 文件中'),
    ).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied).toEqual({
      theme: 'light',
      colorWeak: false,
      navbar: true,
      menu: true,
      topMenu: false,
      hideMenu: false,
      menuCollapse: false,
      footer: false,
      themeColor: '#165DFF',
      menuWidth: 220,
      globalSettings: false,
      device: 'desktop',
      tabBar: true,
      menuFromServer: false,
    });
  });

  test('a malformed setting in local storage falls back to the defaults', async ({ page }) => {
    await openSignedIn(page, ADMIN_PHONE);
    await page.evaluate(() => localStorage.setItem('arco-settings', '{"navbar": "nope", "footer'));
    await page.reload();
    await expect(page.getByText('欢迎回来，演示管理员')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
