import { expect, test, type Page } from '@playwright/test';
import { startLlmStub } from '../../apps/server/test/llm-stub';
import { E2E_LLM_STUB_PORT } from '../support/server';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, MEMBER_PHONE, openSignedIn } from '../support/session';

const NAME = 'E2E 本地模型';
const RENAMED = 'E2E 本地模型 2';
const KEY = 'sk-test-1234abcd';
const STUB_URL = `http://127.0.0.1:${E2E_LLM_STUB_PORT}/v1`;

/** Waits until messages have faded, so a picture shows the page alone. */
async function settle(page: Page) {
  await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 8000 });
}

/** The page fits a phone's width once it has laid itself out again. */
async function fitsPhone(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
}

const drawer = (page: Page) => page.locator('.arco-drawer');
const card = (page: Page, name: string) =>
  page.getByTestId('provider-card').filter({ hasText: name });

test('models: add a provider, test it, keep its key hidden, edit, refuse a private address, delete', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, ADMIN_PHONE, '/setting/models');
  await expect(page.getByRole('heading', { name: '模型设置' })).toBeVisible();
  // The environment's provider (the stub) is listed read-only.
  await expect(page.getByTestId('platform-models')).toContainText('stub-model');

  // Add a provider pointing at the stub and test it before saving.
  await page.getByRole('button', { name: '添加模型服务' }).first().click();
  const form = drawer(page);
  await expect(form.getByText('添加模型服务')).toBeVisible();
  await form.getByLabel('名称', { exact: true }).fill(NAME);
  await form.getByLabel('接口地址（Base URL）').fill(STUB_URL);
  await form.getByLabel('API 密钥').fill(KEY);
  await form.getByLabel('模型名称').fill('stub-model');
  await form.getByRole('button', { name: '测试连接' }).click();
  await expect(form.getByTestId('test-result')).toContainText('连接成功', { timeout: 30_000 });
  await expect(form.getByTestId('test-result')).toContainText('模型回复');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已添加「${NAME}」`)).toBeVisible();
  await expect(form).toBeHidden();

  // The list shows only the key's last 4 characters, before and after a reload.
  await expect(card(page, NAME)).toContainText('••••abcd');
  await expect(card(page, NAME)).toContainText('stub-model');
  expect(await page.content()).not.toContain(KEY);
  await page.reload();
  await expect(card(page, NAME)).toContainText('••••abcd');
  expect(await page.content()).not.toContain(KEY);

  // The saved provider tests with its stored key.
  await card(page, NAME).getByRole('button', { name: '测试连接' }).click();
  await expect(card(page, NAME).getByTestId('test-result')).toContainText('连接成功', {
    timeout: 30_000,
  });

  // Rename it; the key field stays empty and the stored key is kept.
  await card(page, NAME).getByRole('button', { name: '编辑' }).click();
  await expect(form.getByPlaceholder('已保存 ••••abcd，留空则保持不变')).toBeVisible();
  await form.getByLabel('名称', { exact: true }).fill(RENAMED);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存「${RENAMED}」`)).toBeVisible();
  await expect(card(page, RENAMED)).toContainText('••••abcd');

  // A new address needs the key typed again: the saved key only goes where it was saved for.
  await card(page, RENAMED).getByRole('button', { name: '编辑' }).click();
  await form.getByLabel('接口地址（Base URL）').fill('http://10.0.0.1/v1');
  await expect(form.getByPlaceholder('地址已修改，请重新输入密钥')).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();
  const apiKeyItem = form.locator('.arco-form-item').filter({ hasText: 'API 密钥' });
  await expect(apiKeyItem).toContainText('修改地址后需重新输入 API 密钥');
  await expect(form).toBeVisible();
  await saveScreenshot(page, 'models-key-again-zh-CN-1440');

  // With the key typed again, a private address is refused in place, by the test and by saving.
  await form.getByLabel('API 密钥').fill(KEY);
  await form.getByRole('button', { name: '测试连接' }).click();
  const baseUrlItem = form.locator('.arco-form-item').filter({ hasText: '接口地址（Base URL）' });
  await expect(baseUrlItem).toContainText('不允许访问内网、本机或链路本地地址：10.0.0.1');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(baseUrlItem).toContainText('不允许访问内网、本机或链路本地地址：10.0.0.1');
  await saveScreenshot(page, 'models-form-zh-CN-1440');
  await form.getByRole('button', { name: '取消' }).click();
  await expect(form).toBeHidden();
  await expect(card(page, RENAMED)).toContainText(STUB_URL);

  await settle(page);
  await saveScreenshot(page, 'models-zh-CN-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsPhone(page);
  await saveScreenshot(page, 'models-zh-CN-375');
  await card(page, RENAMED).getByRole('button', { name: '编辑' }).click();
  await expect(form.getByLabel('模型名称')).toHaveValue('stub-model');
  await saveScreenshot(page, 'models-form-zh-CN-375');
  await form.getByRole('button', { name: '取消' }).click();
  await expect(form).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  // A member sees the same list, read-only.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const member = await other.newPage();
  await openSignedIn(member, MEMBER_PHONE, '/setting/models');
  await expect(member.getByTestId('read-only')).toContainText('只有团队的所有者和管理员可以修改');
  await expect(card(member, RENAMED)).toContainText('••••abcd');
  await expect(member.getByRole('button', { name: '添加模型服务' })).toHaveCount(0);
  await expect(card(member, RENAMED).getByRole('button')).toHaveCount(0);
  await expect(card(member, RENAMED).getByRole('switch')).toHaveCount(0);

  // Delete it.
  await card(page, RENAMED).getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('模型服务已删除')).toBeVisible();
  await expect(card(page, RENAMED)).toHaveCount(0);

  // The member's page no longer lists it, and still offers no way to add one.
  await member.reload();
  await expect(member.getByTestId('read-only')).toBeVisible();
  await expect(card(member, RENAMED)).toHaveCount(0);
  await expect(member.getByRole('button', { name: '添加模型服务' })).toHaveCount(0);

  // Dark theme, English, on a phone.
  await member.setViewportSize({ width: 375, height: 812 });
  await member.getByRole('button', { name: '切换为暗色主题' }).click();
  await member.getByRole('button', { name: '切换语言' }).click();
  await member.getByRole('menuitem', { name: 'English' }).click();
  await expect(member.getByText('Models provided by the platform')).toBeVisible();
  await expect(member.getByTestId('read-only')).toContainText('Only the team’s owners and admins');
  await settle(member);
  await saveScreenshot(member, 'models-dark-en-US-375');
  await other.close();
});

test('models: a local model server from a preset, allowed from the admin page, its models fetched', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // A model server on this machine that the environment does not allow (an Ollama, a vLLM).
  const local = await startLlmStub({ chunks: 2, delayMs: 0 });
  local.modelIds = ['bge-m3', 'qwen2.5:7b', 'stub-model'];
  const host = new URL(local.url).host;
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, ADMIN_PHONE, '/setting/models');
    await page.getByRole('button', { name: '添加模型服务' }).first().click();
    const form = drawer(page);
    await form.getByLabel('服务商预设').click();
    await page.locator('.arco-select-option').filter({ hasText: 'vLLM（本地）' }).click();
    await expect(form.getByLabel('名称', { exact: true })).toHaveValue('vLLM（本地）');
    await expect(form.getByLabel('接口地址（Base URL）')).toHaveValue('http://127.0.0.1:8000/v1');
    await expect(form.getByText('需平台管理员放行该主机')).toBeVisible();
    await form.getByLabel('接口地址（Base URL）').fill(local.baseUrl);

    // Refused: the field says why, and a platform admin gets the way to allow it.
    await form.getByRole('button', { name: '获取模型列表' }).click();
    const baseUrlItem = form.locator('.arco-form-item').filter({ hasText: '接口地址（Base URL）' });
    await expect(baseUrlItem).toContainText('不允许访问内网、本机或链路本地地址：127.0.0.1');
    const hint = form.getByTestId('refused-host-hint');
    await expect(hint).toContainText(host);
    await saveScreenshot(page, 'models-refused-host-zh-CN-1440');

    // The allow list opens in a new tab with the host filled in; the form stays as it was.
    const [admin] = await Promise.all([
      context.waitForEvent('page'),
      hint.getByRole('link', { name: `在新标签页中放行 ${host}` }).click(),
    ]);
    await admin.setViewportSize({ width: 1440, height: 900 });
    // A fresh tab loads the studio first: on a busy machine that takes a while.
    await expect(admin.getByLabel('主机（可带端口）')).toHaveValue(host, { timeout: 30_000 });
    await admin.getByLabel('备注').fill('E2E 本机 vLLM');
    await admin.getByRole('button', { name: '放行' }).click();
    await expect(admin.getByText(`已放行 ${host}`)).toBeVisible();
    const row = admin.getByTestId('model-hosts').locator('tr').filter({ hasText: host });
    await expect(row).toContainText('E2E 本机 vLLM');
    await expect(admin.getByTestId('env-model-hosts')).toContainText(
      `127.0.0.1:${E2E_LLM_STUB_PORT}`,
    );
    await settle(admin);
    await saveScreenshot(admin, 'admin-model-hosts-zh-CN-1440');
    await admin.setViewportSize({ width: 375, height: 812 });
    await fitsPhone(admin);
    await saveScreenshot(admin, 'admin-model-hosts-zh-CN-375');

    // Back in the form, without a restart: the list comes, and the picked models are added.
    await page.bringToFront();
    await form.getByRole('button', { name: '获取模型列表' }).click();
    await expect(hint).toBeHidden();
    await expect(baseUrlItem).not.toContainText('不允许访问内网');
    const fetched = form.getByTestId('fetched-models');
    await fetched.click();
    await page.locator('.arco-select-option').filter({ hasText: 'qwen2.5:7b' }).click();
    await page.locator('.arco-select-option').filter({ hasText: 'bge-m3' }).click();
    await form.getByRole('button', { name: '添加所选（2）' }).click();
    await expect(form.getByLabel('模型名称').nth(0)).toHaveValue('qwen2.5:7b');
    await expect(form.getByLabel('模型名称').nth(1)).toHaveValue('bge-m3');
    await form.getByRole('button', { name: '测试连接' }).click();
    await expect(form.getByTestId('test-result')).toContainText('连接成功', { timeout: 30_000 });
    await saveScreenshot(page, 'models-fetched-zh-CN-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, 'models-fetched-zh-CN-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已添加「vLLM（本地）」')).toBeVisible();
    await expect(card(page, 'vLLM（本地）')).toContainText('qwen2.5:7b');

    // Removing the host refuses it again; the provider goes too.
    await row.getByRole('button', { name: '移除' }).click();
    await admin.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect(admin.getByText(`已移除 ${host}`)).toBeVisible();
    await card(page, 'vLLM（本地）').getByRole('button', { name: '测试连接' }).click();
    await expect(card(page, 'vLLM（本地）')).toContainText('不允许访问内网、本机或链路本地地址');
    await expect(card(page, 'vLLM（本地）').getByTestId('refused-host-hint')).toContainText(host);
    await card(page, 'vLLM（本地）').getByRole('button', { name: '删除' }).click();
    await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect(card(page, 'vLLM（本地）')).toHaveCount(0);
    await admin.close();
  } finally {
    await local.close();
  }
});
