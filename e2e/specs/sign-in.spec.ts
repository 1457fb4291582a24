import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/login';
import { readSmsCode } from '../support/server';
import { saveScreenshot } from '../support/screens';

test.describe('phone-code sign-in', () => {
  test('the login page in zh-CN and en-US', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录妙语 AI Studio' })).toBeVisible();
    await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
    await saveScreenshot(page, 'login-zh-CN');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Language switched to English')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to Miaoyu AI Studio' })).toBeVisible();
    await expect(page.getByPlaceholder('Phone number')).toBeVisible();
    await expect(page.getByPlaceholder('6-digit code')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByText('获取验证码')).toHaveCount(0);
    await saveScreenshot(page, 'login-en-US', {
      gone: page.getByText('Language switched to English'),
    });

    // The choice is kept under arco-locale across reloads.
    expect(await page.evaluate(() => localStorage.getItem('arco-locale'))).toBe('en-US');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
    // The contract's own messages come in English too, downloaded with the language.
    await page.getByPlaceholder('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  });

  test('signs in as the demo admin and lands on the workplace', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await signInThroughForm(page, '13800000001');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(page.getByText('欢迎回来，演示管理员')).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userId: localStorage.getItem('userId'),
      user: JSON.parse(localStorage.getItem('userInfo') ?? 'null'),
    }));
    expect(stored.token).toMatch(/^miaoyu-ai-studio [A-Za-z0-9+/=]+$/);
    expect(stored.userId).toBe(stored.user.id);
    expect(stored.user).toMatchObject({ phone: '13800000001', nickname: '演示管理员' });
    await saveScreenshot(page, 'workplace-zh-CN');

    // Still signed in after a reload.
    await page.reload();
    await expect(page.getByText('欢迎回来，演示管理员')).toBeVisible();
  });

  test('after sign-in the user lands where they were going', async ({ page }) => {
    await page.goto('/dashboard/workplace?tab=recent');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInThroughForm(page, '13800000002');
    await expect(page).toHaveURL(/\/dashboard\/workplace\?tab=recent$/);
    await expect(page.getByText('欢迎回来，演示成员')).toBeVisible();
  });

  test('a new phone signs up, and signing out ends the session', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, '13912345678');
    await expect(page.getByText('欢迎回来，用户5678')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const info = await page.request.get('/v1/user/info', { headers: { authorization: token! } });
    expect(info.status()).toBe(401);
    expect((await info.json()).code).toBe('TOKEN_REVOKED');
    await page.goto('/dashboard/workplace');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a bad phone and a wrong code are shown in place', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('请输入手机号').fill('12345');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();

    const askedAt = Date.now() - 1000;
    await page.getByPlaceholder('请输入手机号').fill('13912340000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await readSmsCode('13912340000', askedAt);
    await page.getByPlaceholder('请输入 6 位验证码').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').getByText('验证码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await saveScreenshot(page, 'login-wrong-code-zh-CN');
  });

  test('a token the server rejects sends the user back to sign in', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, '13912349999');
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await page.evaluate(() => {
      localStorage.setItem('token', 'miaoyu-ai-studio ' + btoa('1:forgedforgedforgedforged'));
      localStorage.removeItem('userInfo');
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('the login page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'login-zh-CN-375');
  });
});
