/**
 * Plans on a platform that sells them (BILLING on, a server of its own with the tests' model
 * stub): a platform admin defines a plan through the form, tightens the free plan and prices the
 * model; a newcomer's team on the free plan is refused its second helper with the plan that lifts
 * the limit named, asks a question and sees the answer's points go from its month's, and its
 * plan page shows the plan, the points, what is used of each limit and the plans on offer. The
 * team then buys the plan at the sandbox cashier, finds the trade and its receipt, and a top-up
 * whose payment fails is closed.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/login';
import { saveScreenshot } from '../support/screens';
import { E2E_LLM_STUB_PORT, E2E_PORT, E2E_TMP, E2E_WEB_DIST } from '../support/server';
import { startServer, type RunningServer } from '../support/start-server';

const PORT = E2E_PORT + 3000;
const DATA_DIR = path.join(E2E_TMP, 'billing-data');
const LOG = path.join(E2E_TMP, 'billing.log');
const ADMIN = '13800000001';
const NEWCOMER = '13900003301';

let studio: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(LOG, { force: true });
  studio = await startServer({
    port: PORT,
    dataDir: DATA_DIR,
    webDist: E2E_WEB_DIST,
    logFile: LOG,
    env: {
      BILLING: 'true',
      // A trial platform on purpose: the sandbox cashier takes no money.
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      // The model stub the other specs' server uses (global setup started it).
      OPENAI_BASE_URL: `http://127.0.0.1:${E2E_LLM_STUB_PORT}/v1`,
      OPENAI_API_KEY: 'sk-e2e-stub',
      LLM_MODEL: 'stub-model',
    },
  });
});

test.afterAll(async () => {
  await studio?.stop();
});

async function signIn(page: Page, phone: string, to: string) {
  await page.goto(`${studio.url}/login?redirect=${encodeURIComponent(to)}`);
  await signInThroughForm(page, phone, LOG);
  await expect(page).toHaveURL(`${studio.url}${to}`);
}

const planRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an admin defines a plan, and a free team is refused past its limit and sees its plan', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(admin, ADMIN, '/admin/plans');
  await expect(planRow(admin, '免费版')).toContainText('¥0');

  // The form checks with the contract before anything is sent.
  await admin.getByRole('button', { name: '新建套餐' }).click();
  const form = admin.getByRole('dialog');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toContainText('套餐名称需为 1 到 40 个字符');
  await expect(form).toContainText('请填写不小于 0 的整数');
  await saveScreenshot(admin, 'billing-plan-form-zh-CN-1440', { fullPage: false });
  await form.getByLabel('名称').fill('专业版');
  await form.getByLabel('月价（元）').fill('99');
  await form.getByLabel('年价（元）').fill('990');
  await form.getByLabel('每月积分').fill('20000');
  await form.getByLabel('成员数').fill('20');
  await form.getByLabel('知识库数').fill('20');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const pro = planRow(admin, '专业版');
  await expect(pro).toContainText('¥99');
  await expect(pro).toContainText('¥990');
  await expect(pro).toContainText('20,000');
  await expect(pro).toContainText('助手不限');
  await expect(planRow(admin, '免费版')).toContainText('新组织默认');

  // The free plan allows one helper from now on.
  await planRow(admin, '免费版').getByRole('button', { name: '编辑' }).click();
  await expect(form.getByLabel('月价（元）')).toBeDisabled();
  await form.getByLabel('助手数').fill('1');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(planRow(admin, '免费版')).toContainText('1 个助手');
  // The stub's answers (12 prompt tokens, 50 of answer) cost 1.2 + 10 points: 12, rounded up.
  const prices = admin.locator('.arco-card').filter({ hasText: '积分价格' });
  await prices.getByLabel('模型', { exact: true }).fill('stub-model');
  await prices.getByLabel('输入', { exact: true }).fill('100000');
  await prices.getByLabel('输出', { exact: true }).fill('200000');
  await prices.getByLabel('缓存命中输入', { exact: true }).fill('0');
  await prices.getByRole('button', { name: '保存价格' }).click();
  await expect(prices.getByRole('row').filter({ hasText: 'stub-model' })).toContainText('200,000');
  await saveScreenshot(admin, 'billing-admin-plans-zh-CN-1440');
  await admin.close();

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, NEWCOMER, '/dashboard/workplace');
  const makeHelper = async (name: string) => {
    await page.goto(`${studio.url}/setting/helpers/new?kind=chat`);
    await page.getByRole('textbox', { name: '名称', exact: true }).fill(name);
    await page.getByRole('button', { name: '保存', exact: true }).click();
  };
  await makeHelper('第一个助手');
  await expect(page).toHaveURL(/\/setting\/helpers\/\d+\/edit/);
  await makeHelper('第二个助手');
  await expect(
    page.getByText('套餐「免费版」最多 1 个助手，已满。升级到「专业版」可提高上限'),
  ).toBeVisible();

  // A question's answer is paid from the month's 5,000 points.
  await page.goto(`${studio.url}/chat`);
  const input = page.getByRole('textbox', { name: '输入问题' });
  await input.fill('你好，介绍一下你自己');
  await input.press('Enter');
  await expect(page.locator('[data-role=assistant]').last()).toHaveAttribute('data-state', 'done', {
    timeout: 30_000,
  });

  // The avatar menu leads to the plan page.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '套餐与积分' }).click();
  await expect(page).toHaveURL(`${studio.url}/setting/plan`);
  await expect(page.getByTestId('current-plan')).toContainText('免费版');
  await expect(page.getByTestId('points-available')).toHaveText('4,988');
  await expect(page.getByTestId('usage-helpers')).toContainText('1 / 1');
  await expect(page.getByTestId('usage-members')).toContainText('1 / 5');
  await expect(page.getByText('¥99/月')).toBeVisible();
  await saveScreenshot(page, 'billing-plan-zh-CN-1440');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('current-plan')).toContainText('免费版');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the plan page fits a phone').toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'billing-plan-zh-CN-375');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.reload();
  await expect(page.getByText('Available points')).toBeVisible();
  await expect(page.getByText('CN¥99/month')).toBeVisible();
  await saveScreenshot(page, 'billing-plan-en-US-1440');
});

test('the free team buys the plan at the sandbox cashier, sees the trade and its receipt, and a failed top-up closes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, NEWCOMER, '/setting/plan');
  await page
    .locator('[data-testid^=plan-]')
    .filter({ hasText: '专业版' })
    .getByRole('button', { name: '购买' })
    .click();
  const checkout = page.getByRole('dialog');
  await expect(checkout).toContainText('购买「专业版」');
  await checkout.getByText('¥990/年').click();
  await expect(checkout.getByTestId('checkout-total')).toHaveText('¥990');
  await checkout.getByText('¥99/月').click();
  await expect(checkout.getByTestId('checkout-total')).toHaveText('¥99');
  await expect(checkout.getByRole('radio', { name: '模拟支付（测试用）' })).toBeChecked();
  await saveScreenshot(page, 'billing-checkout-zh-CN-1440', { fullPage: false });
  await checkout.getByRole('button', { name: '去支付' }).click();

  await expect(page).toHaveURL(/\/setting\/cashier\/\d+\/MY\d{24}$/);
  await expect(page.getByTestId('cashier-amount')).toHaveText('¥99');
  await expect(page.getByText('不会真实扣款')).toBeVisible();
  await saveScreenshot(page, 'billing-cashier-zh-CN-1440');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await page.getByRole('link', { name: '查看交易和收据' }).click();

  await expect(page).toHaveURL(/\/setting\/trade\?order=MY\d{24}$/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('专业版 · 按月');
  await expect(receipt).toContainText('¥99');
  await expect(receipt).toContainText('已支付');
  await expect(receipt).toContainText(/SANDBOXMY\d{24}/);
  await saveScreenshot(page, 'billing-receipt-zh-CN-1440', { fullPage: false });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Close|关闭/ })
    .click();
  await expect(page).toHaveURL(`${studio.url}/setting/trade`);

  // The plan is the team's now, with its month of points in place of what was left of the free one's.
  await page.goto(`${studio.url}/setting/plan`);
  await expect(page.getByTestId('current-plan')).toContainText('专业版');
  await expect(page.getByTestId('points-available')).toHaveText('20,000');
  await expect(page.getByTestId('usage-helpers')).toContainText('1 / 不限');

  // Points: 2,000 for ¥2, and the payment fails: the order is closed and nothing is added.
  await page.getByRole('button', { name: '充值积分' }).click();
  const topUp = page.getByRole('dialog');
  await topUp.getByLabel('购买积分数').fill('1500');
  await expect(topUp.getByRole('button', { name: '去支付' })).toBeDisabled();
  await topUp.getByLabel('购买积分数').fill('2000');
  await expect(topUp.getByTestId('checkout-total')).toHaveText('¥2');
  await topUp.getByRole('button', { name: '去支付' }).click();
  await expect(page.getByTestId('cashier-amount')).toHaveText('¥2');
  await page.getByRole('button', { name: '模拟支付失败' }).click();
  await expect(page.getByText('订单已关闭，不能再支付')).toBeVisible();

  await page.goto(`${studio.url}/setting/trade`);
  const rows = page.locator('.arco-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('2,000 积分');
  await expect(rows.first()).toContainText('已关闭');
  await expect(rows.nth(1)).toContainText('已支付');
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '已支付' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('专业版 · 按月');
  await saveScreenshot(page, 'billing-trades-zh-CN-1440');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(rows).toHaveCount(2);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the trades page fits a phone').toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'billing-trades-zh-CN-375');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.reload();
  await expect(rows.first()).toContainText('2,000 points');
  await expect(rows.first()).toContainText('Closed');
  await rows.nth(1).getByRole('button', { name: 'Receipt' }).click();
  await expect(page.getByTestId('receipt')).toContainText('Paid');
  await saveScreenshot(page, 'billing-receipt-en-US-1440', { fullPage: false });
  await page.close();
});
