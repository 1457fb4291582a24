import { expect, test, type Page, type Request } from '@playwright/test';
import { groupCode } from '@miaoyu/contracts/codes';
import { signInThroughForm } from '../support/login';
import { saveScreenshot } from '../support/screens';

const OWNER_PHONE = '13910000101';
const JOINER_PHONE = '13910000102';
const TEAM = '华东销售部';

/** Waits until messages have faded, so a picture shows the page alone. */
async function settle(page: Page) {
  await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 8000 });
}

test.describe('organisations', () => {
  test('create a team, invite by link, join, change role, remove: access ends at once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The QR encoder is its own chunk: fetched only once a QR code is shown.
    const qrChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/qrImage-[^/]*\.js$/.test(request.url())) qrChunks.push(request.url());
    });

    // A creates a team; it becomes the current organisation.
    await page.goto(`/login?redirect=${encodeURIComponent('/setting/org')}`);
    await signInThroughForm(page, OWNER_PHONE);
    await expect(page).toHaveURL(/\/setting\/org$/);
    await page.getByRole('button', { name: '创建团队' }).click();
    await page.getByLabel('团队名称').fill(TEAM);
    await page.getByRole('button', { name: '创建', exact: true }).click();
    await expect(page.getByText(`团队「${TEAM}」已创建，并已切换到该团队`)).toBeVisible();
    await expect(page.getByRole('heading', { name: TEAM })).toBeVisible();

    // A creates an invite link.
    await page.getByRole('tab', { name: '邀请' }).click();
    expect(qrChunks).toHaveLength(0);
    await page.getByRole('button', { name: '生成邀请链接' }).click();
    await expect(page.getByText('邀请链接已生成')).toBeVisible();
    const link = await page.getByLabel('新的邀请链接').inputValue();
    // A code without look-alikes, shown in groups of four to read out, and as a QR code.
    expect(link).toMatch(/\/invite\/[a-hjkmnp-z2-9]{20}$/);
    const code = link.split('/').pop()!;
    await expect(page.getByLabel('邀请码：')).toHaveText(groupCode(code));
    await expect(page.getByRole('img', { name: '邀请链接的二维码' })).toBeVisible();
    expect(qrChunks).toHaveLength(1);
    await expect(page.getByRole('row', { name: /有效/ })).toBeVisible();
    await settle(page);
    await saveScreenshot(page, 'org-invites-zh-CN');

    // B opens the link signed out, signs in through it and joins.
    // On a phone: the invite page and the org page work at 375 px.
    const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const joiner = await other.newPage();
    // Typed by hand from what was read out: capitals and dashes are fine.
    await joiner.goto(link.replace(code, groupCode(code).toUpperCase()));
    await expect(joiner.getByRole('heading', { name: TEAM })).toBeVisible({ timeout: 30_000 });
    await saveScreenshot(joiner, 'invite-phone-zh-CN');
    await joiner.getByRole('button', { name: '登录后加入' }).click();
    await signInThroughForm(joiner, JOINER_PHONE);
    await expect(joiner).toHaveURL(/\/invite\//);
    await joiner.getByRole('button', { name: '接受邀请并加入' }).click();
    await expect(joiner.getByText(`已加入「${TEAM}」`)).toBeVisible();
    await expect(joiner).toHaveURL(/\/setting\/org$/);
    await expect(joiner.getByRole('heading', { name: TEAM })).toBeVisible();
    await settle(joiner);
    await saveScreenshot(joiner, 'org-phone-zh-CN');
    const overflow = await joiner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // A sees B among the members.
    await page.getByRole('tab', { name: '成员' }).click();
    const row = page.getByRole('row', { name: new RegExp(JOINER_PHONE) });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(3); // header + 2 members
    await settle(page);
    await saveScreenshot(page, 'org-zh-CN');

    // A makes B an admin.
    await row.getByRole('combobox', { name: '角色' }).click();
    await page.getByRole('option', { name: '管理员' }).click();
    await expect(page.getByText(/设为管理员/)).toBeVisible();
    await expect(row.locator('.arco-tag', { hasText: '管理员' })).toBeVisible();

    // A removes B.
    await row.getByRole('button', { name: '移出' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/移出团队$/)).toBeVisible();
    await expect(row).toHaveCount(0);

    // B's open page loses the team on the next request.
    await joiner.getByRole('button', { name: new RegExp(TEAM) }).click();
    await expect(joiner.getByText('你已无法访问该团队（可能已被移出或团队已删除）')).toBeVisible();
    await expect(joiner.getByRole('button', { name: new RegExp(TEAM) })).toHaveCount(0);
    await joiner.reload();
    await expect(joiner.getByRole('heading', { name: '这是你的个人空间' })).toHaveCount(0);
    await expect(joiner.getByText('这是你的个人空间')).toBeVisible();
    await expect(joiner.getByText(TEAM)).toHaveCount(0);

    // Invited again, B joins and then leaves on their own: no "access lost" warning.
    await page.getByRole('tab', { name: '邀请' }).click();
    await page.getByRole('button', { name: '生成邀请链接' }).click();
    const again = await page.getByLabel('新的邀请链接').inputValue();
    expect(again).not.toBe(link);
    await joiner.goto(again);
    await joiner.getByRole('button', { name: '接受邀请并加入' }).click();
    await expect(joiner.getByRole('heading', { name: TEAM })).toBeVisible();
    await joiner.getByRole('tab', { name: '成员' }).click();
    await joiner.getByRole('button', { name: '退出团队' }).click();
    await joiner.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(joiner.getByText(`已退出「${TEAM}」`)).toBeVisible();
    await expect(joiner.getByText('这是你的个人空间')).toBeVisible();
    await expect(joiner.getByText('你已无法访问该团队（可能已被移出或团队已删除）')).toHaveCount(0);
    await expect(joiner.locator('.arco-notification')).toHaveCount(0);
    await other.close();

    // A switches to their personal space from the avatar menu: every page follows.
    await page.getByRole('button', { name: '用户菜单' }).click();
    const switcher = page.getByRole('group', { name: '切换组织' });
    await switcher.getByRole('button', { name: /用户0101/ }).click();
    await expect(page.getByText('已切换到「用户0101」')).toBeVisible();
    const personal = page.getByRole('listitem').filter({ hasText: '个人空间' });
    await expect(personal.getByText('当前')).toBeVisible();
  });

  test('team code checks, the switcher menu, and deleting a team after typing its name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/login?redirect=${encodeURIComponent('/setting/org')}`);
    await signInThroughForm(page, '13910000103');
    await page.getByRole('button', { name: '创建团队' }).click();
    await page.getByLabel('团队名称').fill('临时项目组');
    await page.getByRole('button', { name: '创建', exact: true }).click();
    await expect(page.getByRole('heading', { name: '临时项目组' })).toBeVisible();

    // The team code is checked in place, then saved.
    const code = page.getByLabel('团队代码');
    await code.fill('ab');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(/小写字母/).first()).toBeVisible();
    await code.fill('temp-project-team');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await expect(page.getByLabel('团队链接')).toHaveValue(/\/setting\/t\/temp-project-team$/);

    // The avatar menu lists my organisations, the current one marked.
    await settle(page);
    await page.getByRole('button', { name: '用户菜单' }).click();
    const switcher = page.getByRole('group', { name: '切换组织' });
    await expect(switcher.getByRole('button', { name: /临时项目组/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await saveScreenshot(page, 'org-switcher-zh-CN');
    await page.keyboard.press('Escape');
    await page.mouse.click(700, 700);

    // Deleting says what goes, and needs the exact name.
    await page.getByRole('tab', { name: '危险操作' }).click();
    await page.getByRole('button', { name: '删除团队' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/将删除：1 名成员的成员关系、0 个邀请、0 个文件/)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: '永久删除' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('临时项目组');
    // What the studio asks the server from the deletion on, and the calls still unanswered.
    const asked: string[] = [];
    const unanswered = new Set<Request>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/v1/')) return;
      asked.push(pathname);
      unanswered.add(request);
    });
    page.on('requestfinished', (request) => unanswered.delete(request));
    page.on('requestfailed', (request) => unanswered.delete(request));
    const [deletion] = await Promise.all([
      page.waitForRequest((request) => /\/v1\/orgs\/\d+\/delete$/.test(request.url())),
      confirm.click(),
    ]);
    const deleted = /\/v1\/orgs\/(\d+)\/delete$/.exec(deletion.url())![1]!;
    await expect(page.getByText('团队「临时项目组」已删除')).toBeVisible();
    await expect(page.getByText('这是你的个人空间')).toBeVisible();
    await expect(page.getByRole('button', { name: /临时项目组/ })).toHaveCount(0);
    // Nothing asked the server about the deleted team afterwards: once every call the deletion
    // set off has its answer, none named the team, and none failed.
    await expect.poll(() => unanswered.size).toBe(0);
    expect(asked.filter((url) => url.startsWith(`/v1/orgs/${deleted}/`))).toEqual([
      `/v1/orgs/${deleted}/delete`,
    ]);
    await expect(page.locator('.arco-notification')).toHaveCount(0);

    // Every string has its English.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByText('This is your personal space')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create team' })).toBeVisible();
    await settle(page);
    await saveScreenshot(page, 'org-personal-en-US');
  });
});
