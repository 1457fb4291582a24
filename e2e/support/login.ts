import { expect, type Page } from '@playwright/test';
import { readSmsCode } from './server';

/** Signs in through the login form like a person, reading the code from the server log. */
export async function signInThroughForm(page: Page, phone: string) {
  const askedAt = Date.now() - 1000;
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s 后重新获取/ })).toBeDisabled();
  const code = await readSmsCode(phone, askedAt);
  await page.getByPlaceholder('请输入 6 位验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
