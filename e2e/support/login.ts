import { expect, test, type Page } from '@playwright/test';
import { readSmsCode, SERVER_LOG } from './server';

/**
 * Signs in through the login form like a person, reading the code from the server log.
 * A phone may ask for a code once a minute and several spec files sign in with the demo
 * phones: when the server says to wait, this waits as a person would, until the button offers
 * the code again (extending the test's time), and asks again. A spec with a server of its own
 * names that server's log.
 */
export async function signInThroughForm(page: Page, phone: string, logFile = SERVER_LOG) {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  let askedAt: number;
  for (let attempt = 0; ; attempt++) {
    askedAt = Date.now() - 1000;
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/v1/user/sendCode')),
      page.getByRole('button', { name: '获取验证码' }).click(),
    ]);
    if (answer.ok()) break;
    const body = (await answer.json()) as { code?: string; message?: string };
    if (body.code !== 'SMS_RESEND_TOO_SOON' || attempt >= 2)
      throw new Error(`no code for ${phone}: ${answer.status()} ${body.message}`);
    const seconds =
      Number(answer.headers()['retry-after'] ?? /(\d+)/.exec(body.message ?? '')?.[1] ?? 60) + 1;
    test.setTimeout(test.info().timeout + seconds * 1000);
    // The button counts the server's wait down and offers the code again once it has passed.
    await expect(page.getByRole('button', { name: /s 后重新获取/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled({
      timeout: seconds * 1000 + 10_000,
    });
  }
  await expect(page.getByRole('button', { name: /s 后重新获取/ })).toBeDisabled();
  const code = await readSmsCode(phone, askedAt, 10_000, logFile);
  await page.getByPlaceholder('请输入 6 位验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
