import { expect, test, type Page } from '@playwright/test';
import {
  callerOf,
  currentTeam,
  datasetWithText,
  personalOrg,
  removeDatasets,
  removeMyHelpers,
  removeSubscriptions,
} from '../support/helpers-api';
import { saveScreenshot } from '../support/screens';
import { watchStates } from '../support/states';
import { openSignedIn } from '../support/session';

// Phones of their own: the demo team's knowledge bases and chats belong to other specs.
const AUTHOR_PHONE = '13930000501';
const OTHER_PHONE = '13930000502';
const TEAM = '星河家居售后组';
const DATASET = '星河售后知识库';
const HELPER = '星河售后顾问';
const FIRST_WELCOME = '你好，我是星河售后顾问，退换货和发票的问题都可以问我。';
const PUBLIC_WELCOME = '欢迎来到星河家居！关于退货、运费和发票，尽管问我。';
const POLICY = [
  '# 星河家居退货政策',
  '',
  '自签收之日起七天内，商品包装完好的可以申请无理由退货，退货运费由买家承担。',
  '',
  '订单完成后三十天内可以在订单详情页申请电子发票。',
].join('\n');

// Tabs keep pages alive, hidden: the new-helper page stays in its tab beside the one editing.
const status = (page: Page) => page.getByTestId('editor-status').filter({ visible: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: '保存', exact: true });
const visibility = (page: Page, hint: string) =>
  page.locator('.arco-radio').filter({ hasText: hint, visible: true });

/** What is on the screen (a full-page picture would cut the drawer's mask and sticky panes). */
const saveView = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: false });

/** The message that says an action worked. */
async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator('.arco-message').filter({ hasText: text })).toBeVisible();
}

test('a helper from the editor to another team’s chat, and back to an older version', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The author's team and its knowledge base; a retried test first removes what a try made.
  await openSignedIn(page, AUTHOR_PHONE, '/setting/personal');
  const author = await callerOf(page);
  const team = await currentTeam(author, TEAM);
  await removeMyHelpers(author, team.id);
  await removeDatasets(author, team.id);
  await datasetWithText(
    author,
    team.id,
    { name: DATASET, description: '退货、运费与发票' },
    { name: '退货政策', text: POLICY },
  );

  // 1. An empty list, then a new helper in the editor.
  await page.goto('/setting/personal');
  await expect(page.getByText(`你在「${TEAM}」创建的助手`)).toBeVisible();
  await expect(page.getByTestId('helpers-empty')).toContainText('你还没有创建助手');
  await page.getByRole('button', { name: '创建助手' }).first().click();
  // The create dialog offers templates; a blank helper is one of them.
  const create = page.getByRole('dialog');
  await create.getByText('空白助手', { exact: true }).click();
  await create.getByRole('button', { name: '开始编辑' }).click();
  await expect(page).toHaveURL(/\/setting\/helpers\/new\?kind=chat$/);
  await expect(status(page)).toHaveText('尚未保存');

  await field(page, '名称').fill(HELPER);
  await field(page, '简介').fill('回答星河家居的退货、运费和发票问题');
  await field(page, '指令').fill('你是星河家居的售后顾问，只依据知识库回答，语气亲切。');
  const datasets = page.getByRole('combobox', { name: '知识库' });
  await datasets.click();
  await page.getByRole('option', { name: DATASET }).click();
  await page.keyboard.press('Escape');
  await expect(datasets).toContainText(DATASET);
  await field(page, '欢迎语').fill(FIRST_WELCOME);
  await expect(page.getByRole('heading', { name: HELPER })).toBeVisible();

  // 2. The live preview answers with the unsaved settings: streamed, citing the document.
  const preview = page.getByRole('region', { name: '预览' });
  await expect(preview).toContainText(FIRST_WELCOME);
  const question = preview.getByRole('textbox', { name: '预览提问' });
  await question.fill('买的沙发几天内可以退货？');
  const states = await watchStates(page, '[aria-label="预览"] [data-role=assistant]');
  await question.press('Enter');
  const answer = preview.locator('[data-role=assistant]');
  await expect.poll(states).toContain('streaming');
  await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(answer).toContainText('根据知识库');
  await expect(answer).toContainText('买的沙发几天内可以退货');
  const cited = preview.getByRole('list', { name: '引用' });
  await expect(cited).toContainText('退货政策');
  await cited.getByRole('button').first().click();
  await expect(preview.getByTestId('preview-excerpt')).toContainText('七天内');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveView(page, 'helpers-flow-preview-zh-CN-1440');

  // 3. The first save makes the helper (version 1, private); then the team, then the public.
  await saveButton(page).click();
  await toast(page, '助手已创建');
  await expect(page).toHaveURL(/\/setting\/helpers\/\d+\/edit$/);
  const editorPath = new URL(page.url()).pathname;
  await expect(status(page)).toHaveText('已保存 · 版本 1');
  // The new-helper page stays mounted, hidden, in its tab: the labels must still name this
  // editor's own fields (two forms with the same element ids would point them at the hidden one).
  await expect(field(page, '欢迎语'), 'the label names the visible field').toHaveValue(
    FIRST_WELCOME,
  );

  await visibility(page, '团队所有成员都能在团队助手中使用').click();
  await expect(status(page)).toHaveText('有未保存的修改');
  await saveButton(page).click();
  await expect(status(page)).toHaveText('已保存 · 版本 2');

  // Shared with the team: its page lists it for the members.
  await page.goto(`/setting/t/${team.code}`);
  await expect(page.getByText(`你是「${TEAM}」的成员`)).toBeVisible();
  await expect(page.getByTestId('helper-card').filter({ hasText: HELPER })).toHaveCount(1);

  await page.goto(editorPath);
  await visibility(page, '任何人都能在助手广场找到并使用').click();
  await field(page, '分类').fill('家居');
  await field(page, '欢迎语').fill(PUBLIC_WELCOME);
  await saveButton(page).click();
  await expect(status(page)).toHaveText('已保存 · 版本 3');

  // 4. Another person, owner of their own personal organisation, finds it in the square.
  const otherContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await otherContext.newPage();
  await openSignedIn(other, OTHER_PHONE, '/setting/public');
  const visitor = await callerOf(other);
  const own = await personalOrg(visitor);
  await removeSubscriptions(visitor, own.id);
  const search = other.getByRole('textbox', { name: '搜索名称、介绍或标签' });
  await search.fill('星河售后');
  const cards = other.getByTestId('helper-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(HELPER);
  await expect(cards).toContainText(TEAM);
  await cards.getByRole('link').first().click();
  await expect(other).toHaveURL(/\/setting\/s\/[a-z0-9]{10}$/);
  const helperPath = new URL(other.url()).pathname;
  await expect(other.getByRole('heading', { name: HELPER })).toBeVisible();
  await expect(other.getByText(PUBLIC_WELCOME)).toBeVisible();

  // Subscribed for their organisation, it is listed under its subscriptions.
  await other.getByRole('button', { name: '订阅到团队' }).click();
  await toast(other, /^已订阅到「.+」$/);
  await expect(other.getByRole('button', { name: '取消订阅' })).toBeVisible();
  await other.goto('/setting/orgSubsribe');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(HELPER);

  // 5. A conversation from the helper's page: its name and welcome, then an answer.
  await other.goto(helperPath);
  await other.getByRole('button', { name: '开始对话' }).click();
  await expect(other).toHaveURL(/\/chat\/\d+$/);
  await expect(other.getByRole('link', { name: HELPER, exact: true })).toBeVisible();
  const welcome = other.locator('[data-role=helper-welcome]');
  await expect(welcome).toContainText(HELPER);
  await expect(welcome).toContainText(PUBLIC_WELCOME);
  const input = other.getByRole('textbox', { name: '输入问题' });
  await input.fill('退货的运费谁承担？');
  await input.press('Enter');
  const reply = other.locator('[data-role=assistant]').last();
  await expect(reply).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(reply).toContainText('根据知识库');
  await expect(reply.getByRole('list', { name: '引用的资料' })).toContainText('退货政策');
  await saveScreenshot(other, 'helpers-flow-chat-zh-CN-1440');

  // 6. The author rolls back to version 2: the first welcome, shared with the team alone.
  await page.getByRole('button', { name: '版本', exact: true }).click();
  const drawer = page.locator('.arco-drawer').filter({ hasText: '版本记录' });
  const versions = drawer.getByTestId('helper-version');
  await expect(versions).toHaveCount(3);
  await versions.filter({ hasText: '版本 2' }).getByRole('button', { name: '恢复' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '恢复' }).click();
  await toast(page, '已恢复版本 2，保存为版本 4');
  await expect(versions).toHaveCount(4);
  await expect(versions.first()).toContainText('由版本 2 恢复');
  await expect(versions.first()).toContainText('当前');
  await saveView(page, 'helpers-flow-versions-zh-CN-1440');
  await drawer.locator('.arco-drawer-close-icon').click();
  await expect(drawer).toBeHidden();
  await expect(status(page)).toHaveText('已保存 · 版本 4');
  await expect(field(page, '欢迎语')).toHaveValue(FIRST_WELCOME);
  await expect(page.getByRole('radio', { name: /^团队/ })).toBeChecked();

  // No longer public: the square does not find it.
  await other.goto('/setting/public');
  await search.fill('星河售后');
  await expect(other.getByText('没有找到与「星河售后」相关的助手')).toBeVisible();
  await otherContext.close();
});
