import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, MEMBER_PHONE, openSignedIn } from '../support/session';

test.describe('platform admin: feedback', () => {
  test('filter, open a feedback with a screenshot, reply and close it', async ({
    page,
    browser,
  }) => {
    // The member sends feedback with a screenshot (a real PNG: a picture of their page).
    const memberContext = await browser.newContext({ viewport: { width: 640, height: 400 } });
    const member = await memberContext.newPage();
    await openSignedIn(member, MEMBER_PHONE);
    await expect(member.getByText('欢迎回来，演示成员')).toBeVisible();
    const png = await member.screenshot();
    const token = await member.evaluate(() => localStorage.getItem('token') ?? '');
    const sent = await member.request.post('/v1/feedbacks', {
      headers: { authorization: token },
      multipart: {
        type: 'bug',
        content: '工作台的图表在暗色模式下看不清，\n希望调整配色。',
        contact: 'member@example.com',
        screenshots: { name: 'shot.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(sent.status()).toBe(200);
    await memberContext.close();

    await openSignedIn(page, ADMIN_PHONE, '/admin/feedback');
    const row = page.getByRole('row', { name: /工作台的图表/ }).first();
    await expect(row).toBeVisible();

    // Filters become query parameters; a filter with no match shows the empty state.
    const filtered = page.waitForRequest((r) => r.url().includes('status=closed'));
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已关闭' }).click();
    await filtered;
    await expect(page.getByText('暂无反馈')).toBeVisible();
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '待处理' }).click();
    await page.getByRole('combobox', { name: '类型' }).click();
    const typed = page.waitForRequest(
      (r) => r.url().includes('status=open') && r.url().includes('type=bug'),
    );
    await page.getByRole('option', { name: '问题' }).click();
    await typed;
    await expect(row).toBeVisible();
    // Filters live in the page: a reload shows everything again.
    await page.reload();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.arco-drawer');
    await expect(drawer.getByText('member@example.com')).toBeVisible();
    await expect(drawer.getByText('演示成员 (13800000002)')).toBeVisible();
    const shot = drawer.getByRole('img', { name: '截图 1' });
    await expect(shot).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(drawer.getByText('暂无回复')).toBeVisible();

    await drawer.getByRole('button', { name: '发送回复' }).click();
    await expect(drawer.getByText('内容需为 1 到 2000 个字符')).toBeVisible();
    await drawer.getByRole('textbox').fill('感谢反馈，我们会在下个版本调整暗色配色。');
    await drawer.getByRole('button', { name: '发送回复' }).click();
    await expect(page.getByText('回复已发送')).toBeVisible();
    await expect(drawer.getByText('感谢反馈，我们会在下个版本调整暗色配色。')).toBeVisible();
    await expect(drawer.getByText('已回复')).toBeVisible();
    await saveScreenshot(page, 'admin-feedback-zh-CN');

    await shot.click();
    await expect(page.locator('.arco-image-preview')).toBeVisible();
    await page.locator('.arco-image-preview-close-btn').click();
    await expect(page.locator('.arco-image-preview')).toBeHidden();

    await drawer.getByRole('button', { name: '关闭反馈' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('反馈已关闭')).toBeVisible();
    await expect(drawer.getByText('已关闭')).toBeVisible();
    await expect(drawer.getByRole('button', { name: '发送回复' })).toHaveCount(0);
  });
});
