import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/login';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, MEMBER_PHONE, openSignedIn, rememberSession } from '../support/session';

test.describe('platform admin: users and organisations', () => {
  test('ban a member with a reason: their open browser is refused at once; unban restores', async ({
    page,
    browser,
  }) => {
    // The member's own browser, already signed in.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await openSignedIn(member, MEMBER_PHONE);
    await expect(member.getByText('欢迎回来，演示成员')).toBeVisible();

    await openSignedIn(page, ADMIN_PHONE, '/admin/users');
    // Whatever happens below, the demo member must not stay banned for the specs after this one.
    const unbanOnExit = async () => {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const found = await page.request.get(`/v1/admin/users?q=${MEMBER_PHONE}`, {
        headers: { authorization: token ?? '' },
      });
      const id = ((await found.json()) as { list: { id: string }[] }).list[0]?.id;
      if (id)
        await page.request.post(`/v1/admin/users/${id}/unban`, {
          headers: { authorization: token ?? '' },
        });
    };
    try {
      await expect(page.getByRole('cell', { name: ADMIN_PHONE })).toBeVisible();
      await page.getByPlaceholder('搜索手机号或昵称').fill(MEMBER_PHONE);
      await expect(page.getByRole('row')).toHaveCount(2); // header + the member
      const row = page.getByRole('row', { name: new RegExp(MEMBER_PHONE) });
      await expect(row.getByText('演示成员')).toBeVisible();
      await expect(row.getByText('正常')).toBeVisible();

      await row.getByRole('button', { name: '封禁' }).click();
      const modal = page.getByRole('dialog', { name: '封禁用户 演示成员' });
      await modal.getByRole('button', { name: '确认封禁' }).click();
      await expect(modal.getByText('请填写 1 到 200 个字符的封禁原因')).toBeVisible();
      await modal.getByRole('textbox').fill('发布垃圾广告');
      await modal.getByRole('button', { name: '确认封禁' }).click();
      await expect(page.getByText('已封禁 演示成员')).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(row.getByText('已封禁')).toBeVisible();
      await row.getByText('已封禁').hover();
      await expect(page.getByRole('tooltip')).toHaveText('封禁原因：发布垃圾广告');
      await page.mouse.move(0, 0);
      await saveScreenshot(page, 'admin-users-zh-CN');

      // The member's next request is refused.
      const refused = member.waitForResponse((r) => r.url().includes('/v1/') && r.status() === 403);
      await member.reload();
      const answer = await refused;
      expect(await answer.json()).toMatchObject({ code: 'USER_BANNED' });
      // The app signs them out: the login page, with the reason in a notification.
      await expect(member).toHaveURL(/\/login/);
      await expect(member.getByPlaceholder('请输入手机号')).toBeVisible();
      // Every call the page made was refused alike: one notice says so, not one per call.
      await expect(member.getByText('该账号已被封禁')).toHaveCount(1);
      await saveScreenshot(member, 'admin-banned-member-zh-CN');

      await row.getByRole('button', { name: '解封' }).click();
      await page.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('已解封 演示成员')).toBeVisible();
      await expect(row.getByText('正常')).toBeVisible();

      // Unbanned, they can sign in again (later spec files reuse this new session).
      await signInThroughForm(member, MEMBER_PHONE);
      await expect(member.getByText('欢迎回来，演示成员')).toBeVisible();
      await rememberSession(member, MEMBER_PHONE);
      await memberContext.close();
    } finally {
      await unbanOnExit();
    }
  });

  test('an admin cannot ban themself', async ({ page }) => {
    await openSignedIn(page, ADMIN_PHONE, '/admin/users');
    const row = page.getByRole('row', { name: new RegExp(ADMIN_PHONE) });
    await expect(row.getByRole('button', { name: '封禁' })).toBeDisabled();
  });

  test('organisations: list and search', async ({ page }) => {
    await openSignedIn(page, ADMIN_PHONE, '/admin/orgs');
    await expect(page.getByRole('cell', { name: '妙语演示团队' }).first()).toBeVisible();
    await page.getByPlaceholder('搜索组织名称或团队代码').fill('没有这个组织');
    await expect(page.getByText('没有找到组织')).toBeVisible();
    await page.getByPlaceholder('搜索组织名称或团队代码').fill('妙语演示');
    await expect(page.getByRole('cell', { name: /妙语演示/ }).first()).toBeVisible();
    await expect(page.getByText('团队', { exact: true }).first()).toBeVisible();
  });

  test('at 375 px the users table scrolls inside its card, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignedIn(page, ADMIN_PHONE, '/admin/users');
    await expect(page.getByRole('cell', { name: ADMIN_PHONE })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'admin-users-375-zh-CN');
  });
});
