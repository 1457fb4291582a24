import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, openSignedIn } from '../support/session';

const MANUAL = [
  '# 旅行转换插头说明书',
  '',
  '## 境外使用',
  '',
  '本产品支持在境外使用，输入电压范围为 100 至 240 伏，适用于一百五十多个国家和地区的插座。',
  '',
  '## 保修条款',
  '',
  '自购买之日起一年内，非人为损坏的故障可免费维修或更换。',
].join('\n');

const NAME = '转换插头（同义词）';

/** The admin's knowledge base with the manual indexed, made through the API (again on a retry). */
async function datasetWithManual(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const headers = { authorization: token };
  const info = (await (await page.request.get('/v1/user/info', { headers })).json()) as {
    orgId: string;
  };
  const base = `/v1/orgs/${info.orgId}/datasets`;
  const { list } = (await (await page.request.get(base, { headers })).json()) as {
    list: { id: string; name: string }[];
  };
  for (const old of list.filter((d) => d.name === NAME))
    expect((await page.request.delete(`${base}/${old.id}`, { headers })).ok()).toBe(true);
  const created = await page.request.post(base, { headers, data: { name: NAME } });
  const { id } = (await created.json()) as { id: string };
  const upload = await page.request.post(`${base}/${id}/documents`, {
    headers,
    multipart: {
      file: { name: '说明书.md', mimeType: 'text/markdown', buffer: Buffer.from(MANUAL) },
    },
  });
  expect(upload.ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${base}/${id}/documents?folderId=all`, { headers });
        return ((await res.json()) as { list: { status: string }[] }).list[0]?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
  return `/knowledge/${id}`;
}

const noWiderThan = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

test('a team writes synonyms on a phone and the search test shows them used', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, ADMIN_PHONE, '/knowledge');
  const path = await datasetWithManual(page);

  await page.goto(`${path}?tab=settings`);
  // The built-in list is on for a new knowledge base, beside the team's own.
  await expect(page.getByRole('switch', { name: '使用内置同义词' })).toBeChecked();
  const list = page.getByRole('textbox', { name: '同义词列表' });
  await list.scrollIntoViewIfNeeded();
  await list.fill('退款 退钱 退费\n海外\n境外，海外、国外，出国');
  await page.getByRole('button', { name: '保存同义词' }).click();
  await expect(page.getByTestId('synonym-problems')).toHaveText(
    '第 2 行：每组需有 2 到 20 个不同的词',
  );
  await saveScreenshot(page, 'knowledge-synonyms-invalid-zh-CN-375');
  await noWiderThan(page, 375);

  await list.fill('退款 退钱 退费\n境外，海外、国外，出国');
  await page.getByRole('button', { name: '保存同义词' }).click();
  await expect(page.getByText('同义词已保存')).toBeVisible();
  await expect(page.getByText('共 2 组')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: '同义词列表' })).toHaveValue(
    '退款 退钱 退费\n境外 海外 国外 出国',
  );
  await saveScreenshot(page, 'knowledge-synonyms-zh-CN-375');

  await page.getByRole('tab', { name: '检索测试' }).click();
  await page.getByLabel('问题', { exact: true }).fill('去海外能用吗');
  await page.getByRole('button', { name: '检索', exact: true }).click();
  await expect(page.getByRole('button', { name: /^查看分段「/ }).first()).toContainText(
    '支持在境外使用',
  );
  const note = page.getByTestId('retrieval-expansion');
  await expect(note).toContainText('海外 → 境外 · 国外 · 出国');
  // The e2e server's stub model was asked for other phrasings too.
  await expect(note).toContainText('已用模型改写问题');
  await saveScreenshot(page, 'knowledge-synonyms-retrieval-zh-CN-375');
  await noWiderThan(page, 375);
});
