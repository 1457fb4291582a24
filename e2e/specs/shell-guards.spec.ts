import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/login';
import { ADMIN_PHONE, MEMBER_PHONE, openSignedIn, rememberSession } from '../support/session';

test.describe('route guards', () => {
  test('a signed-out visit goes to login and, after sign-in, back to the page asked for', async ({
    page,
  }) => {
    await page.goto('/admin/system?filter=node');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fsystem%3Ffilter%3Dnode');
    await signInThroughForm(page, ADMIN_PHONE);
    await expect(page).toHaveURL('/admin/system?filter=node');
    await expect(page.getByRole('tab', { name: '系统状态' })).toBeVisible();
    await expect(page).toHaveTitle('系统状态 - 妙语 AI Studio');
    await rememberSession(page, ADMIN_PHONE);
  });

  test('a member sent to an admin page lands on the first page their role reaches', async ({
    page,
  }) => {
    await page.goto('/admin/system');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fsystem$/);
    await signInThroughForm(page, MEMBER_PHONE);
    await expect(page).toHaveURL('/dashboard/workplace');
    await expect(page.getByText('欢迎回来，演示成员')).toBeVisible();
    await rememberSession(page, MEMBER_PHONE);

    // Typed in by hand, too.
    await page.goto('/admin/system');
    await expect(page).toHaveURL('/dashboard/workplace');
    await expect(page.getByRole('menuitem', { name: /系统状态/ })).toHaveCount(0);
  });

  test('only admins see what the Permission component guards', async ({ page }) => {
    await openSignedIn(page, ADMIN_PHONE);
    await page.getByRole('button', { name: '用户菜单' }).click();
    const adminMenu = page.locator('.arco-dropdown-menu');
    await expect(adminMenu.getByText('平台管理员')).toBeVisible();
    await expect(adminMenu.getByRole('menuitem', { name: '系统状态' })).toBeVisible();
    await expect(adminMenu.getByRole('menuitem', { name: '退出登录' })).toBeInViewport();

    const member = await page.context().browser()!.newPage();
    await openSignedIn(member, MEMBER_PHONE);
    await member.getByRole('button', { name: '用户菜单' }).click();
    const memberMenu = member.locator('.arco-dropdown-menu');
    await expect(memberMenu.getByRole('menuitem', { name: '账号设置' })).toBeVisible();
    await expect(memberMenu.getByText('平台管理员')).toHaveCount(0);
    await expect(memberMenu.getByRole('menuitem', { name: '系统状态' })).toHaveCount(0);
    await member.close();
  });

  test('an unknown path shows not-found with a way home, signed in or not', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 妙语 AI Studio');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fworkplace$/);

    await openSignedIn(page, MEMBER_PHONE, '/no/such/page');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL('/dashboard/workplace');
  });

  test('/oauth2/authorize opens without sign-in; a callback no flow began says so', async ({
    page,
  }) => {
    await page.goto('/oauth2/authorize?code=abc&clientId=web');
    await expect(page).toHaveURL('/oauth2/authorize?code=abc&clientId=web');
    await expect(page.getByText('链接缺少登录凭证，请从登录页重新开始')).toBeVisible();
    await page.getByRole('button', { name: '返回登录页' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('signing out from the avatar menu ends the session', async ({ page }) => {
    // A phone of its own: signing out revokes the token other tests reuse.
    await page.goto('/login');
    await signInThroughForm(page, '13912300001');
    await expect(page).toHaveURL('/dashboard/workplace');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
