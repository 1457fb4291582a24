import { expect, test, type Page } from '@playwright/test';
import type { Helper } from '@miaoyu/contracts';
import type { BotKey } from '@miaoyu/contracts/bot';
import { call, callerOf, currentTeam, removeMyHelpers } from '../support/helpers-api';
import { saveScreenshot } from '../support/screens';
import { openSignedIn } from '../support/session';

// Phones of their own: the team, its bot and its admin belong to this spec alone.
const OWNER_PHONE = '13930000801';
const ADMIN_PHONE = '13930000802';
const TEAM = '星河电器客服部';

const shot = (page: Page, name: string) => saveScreenshot(page, name);

test('a removed admin’s bot key is suspended, says why, and the owner takes it over', async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, OWNER_PHONE, '/setting/inbox');
  const owner = await callerOf(page);
  const team = await currentTeam(owner, TEAM);
  await removeMyHelpers(owner, team.id);
  const bot = await call<Helper>(owner, 'POST', `/v1/orgs/${team.id}/helpers`, {
    name: '星河在线客服',
    kind: 'service',
    visibility: 'team',
  });

  // An admin joins by invite and puts the bot on the shop's site.
  const adminPage = await (await browser.newContext()).newPage();
  await openSignedIn(adminPage, ADMIN_PHONE, '/setting/inbox');
  const admin = await callerOf(adminPage);
  // A retried run may find them still in the team.
  await page.request.delete(`/v1/orgs/${team.id}/members/${admin.userId}`, {
    headers: { authorization: owner.authorization },
  });
  const invite = await call<{ code: string }>(owner, 'POST', `/v1/orgs/${team.id}/invites`, {
    role: 'admin',
    expiresInHours: 24,
    maxUses: 1,
  });
  await call(admin, 'POST', `/v1/invites/${invite.code}/accept`);
  const key = await call<BotKey>(admin, 'POST', `/v1/orgs/${team.id}/helpers/${bot.id}/bot-keys`, {
    name: '官网商城',
    allowedOrigins: ['https://shop.example.com'],
    expiresAt: null,
    perVisitorPerMinute: 30,
    perVisitorPerDay: 500,
  });
  await call(owner, 'DELETE', `/v1/orgs/${team.id}/members/${admin.userId}`);
  const refused = await page.request.get(`/v1/webPreviewUi?key=${key.key}`);
  expect(refused.status()).toBe(403);

  await page.goto(`/setting/helpers/${bot.id}/bot`);
  const table = page.getByTestId('bot-key-table');
  await expect(table.getByText('已暂停', { exact: true })).toBeVisible();
  await expect(table.getByRole('note')).toContainText('持有人已被移出团队');
  // Its embed code says so too.
  await expect(page.getByText('这个链接已暂停')).toBeVisible();
  await shot(page, 'key-holders-suspended');

  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByTestId('bot-key-card');
  await expect(card.getByRole('note')).toBeVisible();
  await shot(page, 'key-holders-suspended-phone');
  await card.getByRole('button', { name: '转交' }).click();
  await expect(card.getByText('使用中', { exact: true })).toBeVisible();
  await expect(card.getByRole('note')).toHaveCount(0);
  expect((await page.request.get(`/v1/webPreviewUi?key=${key.key}`)).status()).toBe(200);
  await adminPage.context().close();
});
