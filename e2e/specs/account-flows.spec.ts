import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/login';
import { readSmsCode } from '../support/server';
import { saveScreenshot } from '../support/screens';

test('account: change the phone number with a code sent to the new one', async ({ page }) => {
  const [oldPhone, newPhone] = ['13920001021', '13920001022'];
  await page.goto(`/login?redirect=${encodeURIComponent('/setting/account')}`);
  await signInThroughForm(page, oldPhone);
  await expect(page.getByTestId('account-phone')).toHaveText('139****1021');

  await page.getByLabel('新手机号').fill(oldPhone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('新手机号与当前手机号相同')).toBeVisible();

  await page.getByLabel('新手机号').fill(newPhone);
  const askedAt = Date.now() - 1000;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s 后重新获取/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(await readSmsCode(newPhone, askedAt));
  await page.getByRole('button', { name: '确认更换' }).click();
  await expect(page.getByText('手机号已更换')).toBeVisible();
  await expect(page.getByTestId('account-phone')).toHaveText('139****1022');
});

test('account: at 375 px every section fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/login?redirect=${encodeURIComponent('/setting/account')}`);
  await signInThroughForm(page, '13920001031');
  await expect(page.getByText('登录设备')).toBeVisible();
  await expect(page.getByTestId('device')).toHaveCount(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 8000 });
  await saveScreenshot(page, 'account-zh-CN-375');
});

test('account: deleting it signs out and the phone starts afresh', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/setting/account')}`);
  await signInThroughForm(page, '13920001041');
  const remove = page.getByRole('button', { name: '永久注销账号' });
  await expect(remove).toBeDisabled();
  await page.getByLabel('请输入「注销账号」以确认').fill('注销账号');
  await expect(remove).toBeEnabled();
  await remove.click();
  await expect(page.getByText('账号已注销')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('account and feedback in en-US: every string switches', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/login?redirect=${encodeURIComponent('/setting/account')}`);
  await signInThroughForm(page, '13920001051');
  await expect(page.getByText('登录设备')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
  const cjk = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
  for (const [path, heading, shot] of [
    ['/setting/account', 'Signed-in devices', 'account-en-US'],
    ['/setting/feedback', 'My feedback', 'feedback-en-US'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(heading, { exact: true })).toBeVisible();
    // The user's own data (nickname 用户1051 and its initial in the avatar) stays as it is.
    const chinese = async () => {
      const text = (await page.locator('main').innerText()).split('用户1051').join('');
      const lines = text.split('\n').filter((line) => line.trim() !== '用');
      return lines.filter((line) => cjk.test(line));
    };
    await expect.poll(chinese).toEqual([]);
    await saveScreenshot(page, shot);
  }
});
