import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Helper } from '@miaoyu/contracts';
import { LONG_DIALOGUE } from '../bench/sales/dialogues';
import {
  call,
  callerOf,
  currentTeam,
  datasetWithText,
  removeDatasets,
  removeMyHelpers,
} from '../support/helpers-api';
import { overlappingShots } from '../support/sale-screens';
import { saveScreenshot } from '../support/screens';
import { E2E_BASE_URL } from '../support/server';
import { openSignedIn } from '../support/session';

// A phone of its own: the team, its sales helper and its customer chats belong to this spec alone.
const SELLER_PHONE = '13930000801';
const TEAM = '清源净水销售部';
const HELPER = '清源销售助手';
const PLAYBOOK = [
  '# 清源净水销售话术',
  '',
  '客户问滤芯和售后时，先说明首年滤芯免费、整机保修三年，再邀请客户预约免费上门安装。',
  '',
  '客户说要和家里人商量时，不要催促，发一份产品对比资料，约好两天后回访。',
].join('\n');

const noSideScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

test('a salesperson on a phone reads two screenshots into a dialogue, corrects it and copies a suggested reply', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, SELLER_PHONE, '/setting/saleHelper');
  const seller = await callerOf(page);
  const team = await currentTeam(seller, TEAM);
  await removeMyHelpers(seller, team.id);
  await removeDatasets(seller, team.id);
  const datasetId = await datasetWithText(
    seller,
    team.id,
    { name: '清源销售话术', description: '' },
    { name: '销售话术.md', text: PLAYBOOK },
  );
  const helper = await call<Helper>(seller, 'POST', `/v1/orgs/${team.id}/helpers`, {
    name: HELPER,
    kind: 'sale',
    // The sales helpers' list shows the team's helpers.
    visibility: 'team',
    instruction: '你是清源净水的销售顾问，回复要真诚，推动客户预约上门安装。',
    datasetIds: [datasetId],
  });
  const shots = await overlappingShots(browser, LONG_DIALOGUE, { title: '赵先生' });

  // The sales helpers' list opens the helper's workspace.
  await page.goto('/setting/saleHelper');
  await page.getByRole('button', { name: `打开「${HELPER}」的销售工作台` }).click();
  await expect(page).toHaveURL(new RegExp(`/setting/s/${helper.code}`));
  await expect(page.getByRole('heading', { name: HELPER })).toBeVisible();

  // Its maker manages it, so they choose how screenshots are read (offline by default).
  await page.getByRole('button', { name: '识别方式' }).click();
  const reader = page.locator('.arco-drawer').filter({ hasText: '截图识别方式' });
  await expect(reader.getByRole('radio', { name: /离线识别/ })).toBeChecked();
  // Slid in all the way (a full-width drawer on a phone) before the picture.
  await expect.poll(async () => (await reader.boundingBox())?.x).toBe(0);
  expect(await page.evaluate(noSideScroll)).toBe(true);
  await saveScreenshot(page, 'sales-375-reader');
  await reader.getByRole('button', { name: '取消' }).click();
  await expect(reader).toBeHidden();

  await page.getByRole('button', { name: '新客户对话' }).click();
  await page.getByRole('textbox', { name: '客户名称' }).fill('赵先生');
  await page.getByRole('button', { name: '创建' }).click();
  const chat = page.getByTestId('sale-chat');
  await expect(chat.getByRole('heading', { name: '赵先生' })).toBeVisible();

  // Both screenshots dropped at once onto the conversation; reading starts by itself.
  const dropped = await page.evaluateHandle(
    (files) => {
      const transfer = new DataTransfer();
      for (const { name, base64 } of files) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      }
      return transfer;
    },
    shots.map((file) => ({
      name: path.basename(file),
      base64: readFileSync(file).toString('base64'),
    })),
  );
  for (const type of ['dragenter', 'dragover', 'drop'])
    await chat.dispatchEvent(type, { dataTransfer: dropped });
  await expect(
    chat.getByText(/正在上传截图|正在开始识别|正在识别 \d\/2|已识别 2 张截图/),
  ).toBeVisible();
  await expect(chat.getByText('已识别 2 张截图')).toBeVisible({ timeout: 90_000 });
  const turns = chat.getByTestId('sale-turn');
  await expect(turns.first()).toBeVisible();
  const texts = await turns.locator('button').allInnerTexts();
  // Stitched: no line twice in a row where the two screenshots overlap.
  for (let i = 1; i < texts.length; i++) expect(texts[i]).not.toBe(texts[i - 1]);
  expect(await page.evaluate(noSideScroll)).toBe(true);
  await saveScreenshot(page, 'sales-375-chat');

  // The first line was said by the other side: switch it, and it saves itself.
  const first = turns.first();
  const speakerBefore = await first.getAttribute('data-speaker');
  await first.locator('button').click();
  await first.getByRole('button', { name: /改成「(我|客户)」说的/ }).click();
  await first.getByRole('button', { name: '完成' }).click();
  await expect(turns.first()).not.toHaveAttribute('data-speaker', speakerBefore!);
  await expect(chat.getByRole('status')).toHaveText(/已保存/, { timeout: 10_000 });

  // Three replies stream in, grounded in the playbook.
  await chat.getByRole('textbox', { name: '这次想达成什么（可选）' }).fill('约客户预约上门安装');
  await chat.getByRole('button', { name: '生成回复' }).click();
  const replies = chat.getByTestId('sale-reply');
  await expect(replies).toHaveCount(3);
  await expect(chat.getByRole('button', { name: '重新生成' })).toBeVisible({ timeout: 60_000 });
  for (const tone of ['亲切', '专业', '简洁']) await expect(replies.getByText(tone)).toBeVisible();
  for (let i = 0; i < 3; i++) await expect(replies.nth(i).locator('p')).not.toBeEmpty();
  const citations = chat.getByRole('region', { name: '参考的知识库内容' });
  await expect(citations).toContainText('首年滤芯免费');

  await replies.first().getByRole('button', { name: '复制' }).click();
  await expect(page.getByText('已复制，可以粘贴到聊天里了')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await replies.first().locator('p').innerText());
  expect(await page.evaluate(noSideScroll)).toBe(true);
  // A full-page picture from the top, so the sticky navbar stays at the top of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'sales-375-replies');

  // Edited, then marked as sent: it ends the dialogue as my line.
  const sentText = '周六上午我们可以上门安装，您看方便吗？';
  await replies.first().getByRole('button', { name: '修改' }).click();
  await replies.first().getByRole('textbox', { name: '修改' }).fill(sentText);
  await replies.first().getByRole('button', { name: '标记为已发送' }).click();
  await expect(replies.first().getByText('已发送', { exact: true })).toBeVisible();
  await expect(turns.last()).toHaveAttribute('data-speaker', 'me');
  await expect(turns.last().locator('button')).toHaveText(sentText);
  // A full-page picture from the top, so the sticky navbar stays at the top of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'sales-375-sent');

  // Back to the list: the customer with the stage and the last line.
  await page.getByRole('button', { name: '返回客户列表' }).click();
  await expect(page.getByRole('button', { name: /赵先生/ })).toBeVisible();
  expect(await page.evaluate(noSideScroll)).toBe(true);
  await saveScreenshot(page, 'sales-375-list');

  // A desktop shows the list and the chat side by side.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /赵先生/ }).click();
  await expect(page.getByTestId('sale-chat')).toBeVisible();
  await expect(page.getByRole('button', { name: '新客户对话' })).toBeVisible();
  await saveScreenshot(page, 'sales-1440');
});
