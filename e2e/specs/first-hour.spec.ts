/**
 * A newcomer's first hour, as "The first hour" of docs/features.md tells it: the studio as
 * `npm start` runs it on a fresh machine (development, a fresh data folder, no model, the demo
 * seed), used through the UI only. Sign in with a demo phone and the code the banner says where
 * to find; add a model server on this machine from a preset, allowed from the admin page; follow
 * the checklist to the demo bot embedded on a shop's page (another origin), where a visitor is
 * answered from the demo knowledge base; then the demo sales helper, found in 销售助手, reads a
 * chat screenshot.
 *
 * It fails on any wrong turn on the way: a page saying no permission or not found, an API call
 * answered 403 or 404, a script error, or an empty list where the demo team has things.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startLlmStub, type LlmStub } from '../../apps/server/test/llm-stub';
import { LONG_DIALOGUE } from '../bench/sales/dialogues';
import { overlappingShots } from '../support/sale-screens';
import { saveScreenshot } from '../support/screens';
import { shopSite } from '../support/shop-site';
import { E2E_PORT, E2E_TMP, E2E_WEB_DIST } from '../support/server';
import { startServer, type RunningServer } from '../support/start-server';

const PORT = E2E_PORT + 2000;
const DATA_DIR = path.join(E2E_TMP, 'first-hour-data');
const LOG = path.join(E2E_TMP, 'first-hour.log');
const QUESTION = '收到货不太满意，七天内能无理由退货吗？';

/** Development logs are coloured for a terminal; a person reads them without the colours. */
const serverLog = () => stripVTControlCharacters(readFileSync(LOG, 'utf8'));

/** What the banner says: where the studio is and which phones to sign in with. */
function readBanner(): { url: string; phones: string[] } {
  const log = serverLog();
  const url = /妙语 AI Studio is ready at (\S+)/.exec(log)?.[1];
  const demo = /demo\s+(.*): press 获取验证码/.exec(log)?.[1];
  expect(url, 'the banner names the address').toBeTruthy();
  expect(demo, 'the banner names the demo phones').toBeTruthy();
  expect(log).toContain('printed in this log as "sign-in code for <phone>: <code>"');
  return { url: url!, phones: [...demo!.matchAll(/(1\d{10}) \(/g)].map((m) => m[1]!) };
}

async function codeFromLog(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      code = [...serverLog().matchAll(new RegExp(`sign-in code for ${phone}: (\\d{6})`, 'g'))].at(
        -1,
      )?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Collects the wrong turns a page takes: refusals and missing things from the API, script errors. */
function watchWrongTurns(page: Page, problems: string[]) {
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port !== String(PORT) || !url.pathname.startsWith('/v1/')) return;
    if (response.status() === 403 || response.status() === 404)
      problems.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
}

/** Nothing on the way said no, not found, or went wrong. */
async function noWrongTurn(page: Page, problems: string[]) {
  await expect(page.getByText(/无权访问|没有权限|页面不存在|不存在或已被移除/)).toHaveCount(0);
  expect(problems).toEqual([]);
}

let studio: RunningServer;
let localModel: LlmStub;

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(LOG, { force: true });
  // A model server on this machine, as Ollama serves one; nothing tells the studio about it.
  localModel = await startLlmStub({ chunks: 8, delayMs: 10 });
  localModel.modelIds = ['qwen2.5:7b', 'bge-m3'];
  studio = await startServer({
    port: PORT,
    dataDir: DATA_DIR,
    webDist: E2E_WEB_DIST,
    logFile: LOG,
    asNpmStart: true,
  });
});

test.afterAll(async () => {
  await studio?.stop();
  await localModel?.close();
});

async function checklist(page: Page, base: string) {
  await page.getByRole('menuitem', { name: '工作台' }).first().click();
  await expect(page).toHaveURL(`${base}/dashboard/workplace`);
  const steps = page.getByRole('region', { name: '新手上路' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  return steps;
}

const step = (steps: ReturnType<Page['getByRole']>, title: string) =>
  steps.getByRole('listitem').filter({ hasText: title });

async function addLocalModel(page: Page, context: BrowserContext, problems: string[]) {
  await page.getByRole('button', { name: '添加模型服务' }).first().click();
  const form = page.locator('.arco-drawer');
  await form.getByLabel('服务商预设').click();
  await page.locator('.arco-select-option').filter({ hasText: 'Ollama（本地）' }).click();
  await expect(form.getByLabel('接口地址（Base URL）')).toHaveValue('http://127.0.0.1:11434/v1');
  // This machine's model server listens elsewhere than Ollama's default port.
  await form.getByLabel('接口地址（Base URL）').fill(localModel.baseUrl);
  await form.getByRole('button', { name: '获取模型列表' }).click();
  const hint = form.getByTestId('refused-host-hint');
  const host = new URL(localModel.url).host;
  await expect(hint).toContainText(host);

  // The platform admin allows the host in a new tab, without a restart.
  const [admin] = await Promise.all([
    context.waitForEvent('page'),
    hint.getByRole('link', { name: `在新标签页中放行 ${host}` }).click(),
  ]);
  watchWrongTurns(admin, problems);
  await expect(admin.getByLabel('主机（可带端口）')).toHaveValue(host, { timeout: 30_000 });
  await admin.getByLabel('备注').fill('本机 Ollama');
  await admin.getByRole('button', { name: '放行' }).click();
  await expect(admin.getByText(`已放行 ${host}`)).toBeVisible();
  await noWrongTurn(admin, problems);
  await admin.close();

  await page.bringToFront();
  await form.getByRole('button', { name: '获取模型列表' }).click();
  await expect(hint).toBeHidden();
  await form.getByTestId('fetched-models').click();
  await page.locator('.arco-select-option').filter({ hasText: 'qwen2.5:7b' }).click();
  await form.getByRole('button', { name: '添加所选（1）' }).click();
  await expect(form.getByLabel('模型名称').first()).toHaveValue('qwen2.5:7b');
  await form.getByRole('button', { name: '测试连接' }).click();
  await expect(form.getByTestId('test-result')).toContainText('连接成功', { timeout: 30_000 });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已添加「Ollama（本地）」')).toBeVisible();
}

test('the first hour: banner, sign-in, a local model, the checklist to an embedded bot, a screenshot read', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  watchWrongTurns(page, problems);
  let embedCode = '';
  const shop = await shopSite('暖屋官方商城', () => embedCode);
  try {
    // The banner says where the studio is and which phones to use.
    const banner = readBanner();
    expect(banner.phones.length).toBeGreaterThan(0);
    const [phone] = banner.phones;
    const base = banner.url.replace('localhost', '127.0.0.1');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(base);
    await expect(page).toHaveURL(/\/login/);
    await page.getByPlaceholder('请输入手机号').fill(phone!);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入 6 位验证码').fill(await codeFromLog(phone!));
    await page.getByRole('button', { name: '登录', exact: true }).click();

    // The workplace's checklist: the demo team has knowledge, helpers and a bot already; no model.
    await expect(page).toHaveURL(`${base}/dashboard/workplace`);
    const steps = page.getByRole('region', { name: '新手上路' });
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    await expect(step(steps, '添加模型')).toHaveAttribute('data-done', 'false');
    await expect(step(steps, '创建助手')).toHaveAttribute('data-done', 'true');
    await expect(step(steps, '发布客服机器人')).toHaveAttribute('data-done', 'true');
    // The demo documents are indexed by the job queue after the first start.
    await expect(async () => {
      await page.reload();
      await expect(step(steps, '添加知识')).toHaveAttribute('data-done', 'true', { timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    await expect(step(steps, '嵌入网站')).toHaveAttribute('data-done', 'false');
    await noWrongTurn(page, problems);
    await saveScreenshot(page, 'first-hour-checklist-1440');

    // 1. A model: the step leads to the models page.
    await step(steps, '添加模型').getByRole('link', { name: '去添加' }).click();
    await expect(page).toHaveURL(`${base}/setting/models`);
    await addLocalModel(page, context, problems);
    await noWrongTurn(page, problems);

    // 2–4. What the demo team has is there, not an empty list.
    await page.getByRole('menuitem', { name: '知识库' }).first().click();
    await expect(page.getByText('暖屋客服知识库').first()).toBeVisible();
    await expect(page.locator('main .arco-empty')).toHaveCount(0);
    await page.getByText('暖屋客服知识库').first().click();
    await expect(page.getByText('退换货政策').first()).toBeVisible();
    await expect(page.getByText('产品常见问题').first()).toBeVisible();
    await noWrongTurn(page, problems);

    // 5. Embed: the step leads to the bot's page, where the link is allowed on the shop's site.
    let list = await checklist(page, base);
    await expect(step(list, '添加模型')).toHaveAttribute('data-done', 'true');
    await expect(list).toContainText('已完成 4/5 步');
    await step(list, '嵌入网站').getByRole('link', { name: '获取代码' }).click();
    await expect(page).toHaveURL(/\/setting\/helpers\/\d+\/bot$/);
    await expect(page.getByText('暖屋在线客服').first()).toBeVisible();
    const reminder = page.getByTestId('origins-reminder');
    await expect(reminder).toContainText('这个链接还不能嵌入网站');
    await reminder.getByRole('textbox', { name: '要嵌入客服的网站' }).fill(shop.origin);
    await reminder.getByRole('button', { name: '允许这个网站' }).click();
    const script = page.getByRole('region', { name: '脚本嵌入（推荐）' });
    await expect(script).toBeVisible();
    await script.getByRole('button', { name: /复制/ }).click();
    embedCode = await page.evaluate(() => navigator.clipboard.readText());
    expect(embedCode).toContain('/embed.js');
    await noWrongTurn(page, problems);
    await page.locator('.arco-message').last().waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'first-hour-bot-embed-1440');

    // A visitor on the shop's page, on a phone, asks and is answered from the returns policy.
    const visitorContext = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(shop.origin);
      await visitor.locator('button.launcher').click();
      const chat = visitor.frameLocator('iframe');
      await chat.getByRole('textbox', { name: '请输入您的问题' }).fill(QUESTION);
      await chat.getByRole('button', { name: '发送' }).click();
      await expect(chat.getByText(/根据知识库 \[1\]/)).toBeVisible({ timeout: 30_000 });
      await chat.getByText(/参考来源/).click();
      await expect(chat.getByText(/七天无理由退货|无理由退货/).first()).toBeVisible();
      await saveScreenshot(visitor, 'first-hour-visitor-375');
    } finally {
      await visitorContext.close();
    }

    list = await checklist(page, base);
    await expect(list).toContainText('全部完成！你的客服机器人已经上线。');
    // The visitor is counted at once, not after a cached zero.
    await expect(page.getByRole('group', { name: '今日访客' })).toContainText('1');
    await saveScreenshot(page, 'first-hour-checklist-done-1440');

    // The sales helper, on a phone: in 销售助手 at once, reading a customer's chat screenshot.
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, 'first-hour-checklist-done-375');
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawerMenu = page.locator('.arco-drawer').getByRole('menu');
    const salesEntry = drawerMenu.getByRole('menuitem', { name: '销售助手', exact: true });
    await expect(drawerMenu.getByRole('menuitem', { name: '工作台' })).toBeVisible();
    await saveScreenshot(page, 'first-hour-menu-375');
    if (!(await salesEntry.isVisible()))
      await drawerMenu.getByText('助手', { exact: true }).click();
    await salesEntry.click();
    await expect(page).toHaveURL(`${base}/setting/saleHelper`);
    await expect(page.locator('main .arco-empty')).toHaveCount(0);
    await page.getByRole('button', { name: '打开「暖屋销售话术」的销售工作台' }).click();
    await expect(page.getByRole('heading', { name: '暖屋销售话术' })).toBeVisible();
    await page.getByRole('button', { name: '新客户对话' }).click();
    await page.getByRole('textbox', { name: '客户名称' }).fill('周女士');
    await page.getByRole('button', { name: '创建' }).click();
    const sale = page.getByTestId('sale-chat');
    await expect(sale.getByRole('heading', { name: '周女士' })).toBeVisible();
    const [shot] = await overlappingShots(browser, LONG_DIALOGUE, { title: '周女士' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      sale.getByRole('button', { name: '添加截图' }).click(),
    ]);
    await chooser.setFiles(shot);
    await expect(sale.getByText('已识别 1 张截图')).toBeVisible({ timeout: 90_000 });
    await expect(sale.getByTestId('sale-turn').first()).toBeVisible();
    await sale.getByRole('button', { name: '生成回复' }).click();
    await expect(sale.getByTestId('sale-reply')).toHaveCount(3);
    await expect(sale.getByRole('button', { name: '重新生成' })).toBeVisible({ timeout: 60_000 });
    await noWrongTurn(page, problems);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'first-hour-sales-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    // The workspace is named after its helper: its tab, the breadcrumb and the window title.
    await expect(page.getByRole('tab', { name: '暖屋销售话术' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('暖屋销售话术');
    await expect(page).toHaveTitle('暖屋销售话术 - 妙语 AI Studio');
    await saveScreenshot(page, 'first-hour-sales-1440');
  } finally {
    shop.server.close();
  }
});
