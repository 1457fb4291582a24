import { expect, test, type Locator, type Page } from '@playwright/test';
import { scrollSettled } from '../support/frames';
import { saveScreenshot } from '../support/screens';
import { watchStates } from '../support/states';
import { MEMBER_PHONE, openSignedIn } from '../support/session';

const answers = (page: Page) => page.locator('[data-role=assistant]');
const contentOf = (answer: Locator) => answer.locator('[data-part=content]');

/** Asks a question with Enter, as a person would. */
async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: '输入问题' });
  await input.fill(question);
  await input.press('Enter');
}

async function chooseModel(page: Page, model: string) {
  await page.getByLabel('模型').click();
  await page.getByRole('option', { name: new RegExp(`^${model} `) }).click();
  await expect(page.getByLabel('模型')).toContainText(model);
}

/** Shows the top of the conversation (the answer with the table, code and math). */
async function scrollToTop(page: Page) {
  await page.locator('[data-virtuoso-scroller]').evaluate((node) => (node.scrollTop = 0));
  await scrollSettled(page);
}

/** Opens a new session (the page may first have opened the newest existing one). */
async function newChat(page: Page) {
  await expect(page.getByRole('button', { name: '新对话' })).toBeEnabled();
  const before = page.url();
  await page.getByRole('button', { name: '新对话' }).click();
  await expect(page).toHaveURL((url) => /\/chat\/\d+$/.test(url.pathname) && url.href !== before);
  await expect(page.getByText('发送第一个问题，开始对话')).toBeVisible();
}

let sessionPath = '';
/** A retry of the serial group makes another conversation: it gets a title of its own. */
let sessionTitle = 'E2E 测试对话';

test.describe.serial('AI chat', () => {
  test('a whole conversation: stream, stop, regenerate, delete, rename, reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (test.info().retry) sessionTitle = `E2E 测试对话 重试 ${test.info().retry}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, MEMBER_PHONE, '/chat');
    await newChat(page);
    sessionPath = new URL(page.url()).pathname;
    await expect(page.getByText('发送第一个问题，开始对话')).toBeVisible();

    // 1. A markdown answer streams: the text grows between two reads, then renders rich. The
    // slow model takes ten seconds over it, so a busy machine still sees it grow.
    await chooseModel(page, 'stub-model-slow');
    await ask(page, 'Please answer in markdown with a table, code and math');
    await expect(page.getByRole('textbox', { name: '输入问题' })).toHaveValue('');
    const first = answers(page).first();
    await expect(first).toHaveAttribute('data-state', 'streaming');
    // The first text seen, not a later read: on a busy machine that may come once math rendered
    // (which shortens the text), after the whole answer.
    let early = 0;
    await expect
      .poll(async () => (early = (await contentOf(first).innerText()).length))
      .toBeGreaterThan(0);
    await expect
      .poll(async () => (await contentOf(first).innerText()).length)
      .toBeGreaterThan(early);
    await expect(first).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expect(first.locator('table')).toContainText('苹果');
    await expect(first.locator('pre')).toContainText('export function add');
    await expect(first.locator('.katex').first()).toBeVisible();
    // The server renamed the new session after its first question.
    await expect(page.getByRole('heading', { name: /Please answer in markdown/ })).toBeVisible();

    // 2. A slow answer, stopped half way, keeps its partial text and says it stopped.
    await ask(page, 'slow question to stop');
    const slow = answers(page).nth(1);
    await expect.poll(async () => (await contentOf(slow).innerText()).length).toBeGreaterThan(4);
    await page.getByRole('button', { name: '停止' }).click();
    await expect(slow).toHaveAttribute('data-state', 'stopped');
    await expect(slow.getByText('已停止')).toBeVisible();
    const partial = await contentOf(slow).innerText();
    expect(partial).toContain('你说');
    expect(partial).not.toContain('流式输出。');

    // 3. Regenerate the first answer with the fast model: it answers again, in place.
    await chooseModel(page, 'stub-model');
    await first.hover();
    const states = await watchStates(page, '[data-role=assistant]');
    await first.getByRole('button', { name: '重新生成' }).click();
    await expect.poll(states).toContain('streaming');
    await expect(first).toHaveAttribute('data-state', 'done');
    await expect(first.locator('table')).toBeVisible();
    await expect(answers(page)).toHaveCount(2);

    // 4. Delete a turn: question and answer go.
    await ask(page, 'a question to delete');
    const third = answers(page).nth(2);
    await expect(third).toHaveAttribute('data-state', 'done');
    await third.getByRole('button', { name: '删除本轮问答' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('a question to delete')).toHaveCount(0);
    await expect(answers(page)).toHaveCount(2);

    // 5. Rename inline: Esc cancels, Enter saves.
    const active = page
      .getByRole('navigation', { name: '会话列表' })
      .locator('li[aria-current=page]');
    await active.getByRole('button', { name: '重命名' }).click();
    await page.getByRole('textbox', { name: '会话标题', exact: true }).fill('不要这个');
    await page.getByRole('textbox', { name: '会话标题', exact: true }).press('Escape');
    await expect(active).not.toContainText('不要这个');
    await active.getByRole('button', { name: '重命名' }).click();
    await page.getByRole('textbox', { name: '会话标题', exact: true }).fill(sessionTitle);
    await page.getByRole('textbox', { name: '会话标题', exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: sessionTitle, exact: true })).toBeVisible();

    // 6. A reload keeps the session (active, renamed), the messages and their states.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${sessionPath}$`));
    await expect(
      page.getByRole('navigation', { name: '会话列表' }).locator('li[aria-current=page]'),
    ).toContainText(sessionTitle);
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).nth(1)).toHaveAttribute('data-state', 'stopped');
    await expect(answers(page).nth(1).getByText('已停止')).toBeVisible();
    await expect(page.getByText('a question to delete')).toHaveCount(0);
    await expect(page.getByLabel('模型')).toContainText('stub-model');
    await scrollToTop(page);
    await expect(answers(page).first().locator('table')).toBeVisible();
    await expect(answers(page).first().locator('.katex').first()).toBeVisible();
    await saveScreenshot(page, 'chat-light-zh-CN-1440');

    await page.getByRole('button', { name: '切换为暗色主题' }).click();
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
    await expect(page.locator('.arco-message')).toHaveCount(0, { timeout: 8000 });
    await scrollToTop(page);
    await saveScreenshot(page, 'chat-dark-en-US-1440');
  });

  test('?prompt= starts a conversation and drops the query', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(
      page,
      MEMBER_PHONE,
      '/chat?prompt=' + encodeURIComponent('hello from a link'),
    );
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByText('hello from a link').first()).toBeVisible();
    await expect(answers(page).first()).toHaveAttribute('data-state', 'done');
    await expect(contentOf(answers(page).first())).toContainText('hello from a link');
  });
  test('older messages load as the list scrolls up; edit a question and resend', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, MEMBER_PHONE, '/chat');
    const auth = await page.evaluate(() => ({
      token: localStorage.getItem('token') ?? '',
      userId: localStorage.getItem('userId') ?? '',
    }));
    const headers = { authorization: auth.token };
    const created = await page.request.post('/v1/chat/sessions', {
      headers,
      data: { title: '分页测试' },
    });
    const { sessionId } = (await created.json()) as { sessionId: string };
    // Seven turns are fourteen messages: more than one page of ten.
    for (let turn = 1; turn <= 7; turn++) {
      const answer = await page.request.post(
        `/v1/chat/users/${auth.userId}/sessions/${sessionId}/completions`,
        { headers, data: { prompt: `第 ${turn} 个问题`, options: { model: 'env:stub-model' } } },
      );
      expect(answer.ok()).toBe(true);
      await answer.body();
    }
    await page.goto(`/chat/${sessionId}`);
    await expect(page.locator('[data-role=user]').last()).toContainText('第 7 个问题');
    await expect(page.getByText('第 1 个问题', { exact: true })).toHaveCount(0);
    const scroller = page.locator('[data-virtuoso-scroller]');
    await scroller.evaluate((node) => (node.scrollTop = 0));
    // The older page comes (on a busy machine the list may ask for it while it first settles).
    // That the view stays on what the user was reading as pages go in above is chat-long's test.
    await expect(page.getByText('已经是最早的消息')).toBeAttached();
    // A person scrolls on with the wheel (their input ends the hold that keeps the view in place
    // while the page that came in is measured), and again if the list moved under them.
    await scroller.hover();
    await expect(async () => {
      await page.mouse.wheel(0, -20_000);
      await expect(page.getByText('第 1 个问题', { exact: true })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('已经是最早的消息')).toBeVisible();

    // Edit the last question and resend: the answer follows the new text.
    await page.locator('[data-virtuoso-scroller]').evaluate((node) => (node.scrollTop = 1e6));
    const last = page.locator('[data-role=user]').last();
    await last.hover();
    await last.getByRole('button', { name: '编辑并重新发送' }).click();
    await page.getByRole('textbox', { name: '编辑问题' }).fill('改过的第七个问题');
    await page.getByRole('button', { name: '保存并发送' }).click();
    await expect(last).toContainText('改过的第七个问题');
    await expect(answers(page).last()).toHaveAttribute('data-state', 'done');
    await expect(contentOf(answers(page).last())).toContainText('改过的第七个问题');
    await page.reload();
    await expect(page.locator('[data-role=user]').last()).toContainText('改过的第七个问题');
    await expect(page.locator('[data-role=user]')).not.toHaveCount(0);
  });

  test('search finds sessions by title', async ({ page }) => {
    test.skip(!sessionPath, 'needs the conversation of the first test');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, MEMBER_PHONE, sessionPath);
    const list = page.getByRole('navigation', { name: '会话列表' }).locator('ul');
    await expect(list).toContainText(sessionTitle);
    await page.getByRole('textbox', { name: '搜索会话标题' }).fill(sessionTitle);
    await expect(list.locator('li')).toHaveCount(1);
    await page.getByRole('textbox', { name: '搜索会话标题' }).fill('没有这样的标题');
    await expect(page.getByText('没有标题匹配的会话')).toBeVisible();
  });
  test('attachments: a text file uploads and goes with the question; images need a vision model', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, MEMBER_PHONE, '/chat');
    await newChat(page);
    // A draft stays with its session while the user looks at another one.
    const input = page.getByRole('textbox', { name: '输入问题' });
    await input.fill('一份草稿');
    await page
      .getByRole('navigation', { name: '会话列表' })
      .getByText(sessionTitle, { exact: true })
      .click();
    await expect(page.getByRole('heading', { name: sessionTitle, exact: true })).toBeVisible();
    await expect(input).toHaveValue('');
    await page.goBack();
    await expect(input).toHaveValue('一份草稿');
    await input.fill('');
    const picker = page.locator('input[type=file]');

    // The stub models cannot read images: refused in place, nothing attached.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await picker.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('alert')).toContainText('不能识别图片');
    await expect(page.getByRole('list', { name: '待发送的附件' })).toHaveCount(0);

    await picker.setInputFiles({
      name: 'notes.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# 笔记\n\n妙语的附件测试。\n'),
    });
    const chips = page.getByRole('list', { name: '待发送的附件' });
    await expect(chips).toContainText('notes.md');
    await expect(chips.getByLabel('上传中')).toHaveCount(0);
    await ask(page, 'what is in the file?');
    await expect(chips).toHaveCount(0);
    await expect(page.locator('[data-role=user]').last()).toContainText('notes.md');
    await expect(answers(page).last()).toHaveAttribute('data-state', 'done');

    // The context option is kept on the session.
    await page.getByRole('switch', { name: '上下文' }).click();
    await expect(page.getByRole('switch', { name: '上下文' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.reload();
    await expect(page.getByRole('switch', { name: '上下文' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.locator('[data-role=user]').last()).toContainText('notes.md');

    // Deleting the open session (after confirming) leaves it.
    const url = page.url();
    await page
      .getByRole('navigation', { name: '会话列表' })
      .locator('li[aria-current=page]')
      .getByRole('button', { name: '删除会话' })
      .click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).not.toHaveURL(url);
    await expect(page.getByRole('navigation', { name: '会话列表' })).not.toContainText(
      'what is in the file?',
    );
  });
  test('the sessions column loads 40 at a time as it scrolls', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, MEMBER_PHONE, '/chat');
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const batch = test.info().retry ? `批量会话 重试 ${test.info().retry} 之` : '批量会话';
    for (let i = 1; i <= 45; i++)
      await page.request.post('/v1/chat/sessions', {
        headers: { authorization: token },
        data: { title: `${batch} ${i}` },
      });
    await page.goto('/chat');
    // It opens the newest session.
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByRole('heading', { name: `${batch} 45` })).toBeVisible();
    const column = page.getByRole('navigation', { name: '会话列表' });
    await expect(column.locator('li').first()).toContainText(`${batch} 45`);
    await expect(column.locator('li')).toHaveCount(40);
    await column.locator('li').last().scrollIntoViewIfNeeded();
    await expect.poll(() => column.locator('li').count()).toBeGreaterThan(40);
    await expect(column.getByText(`${batch} 1`, { exact: true })).toBeAttached();

    // The workplace's 新建对话 leads to the composer, not to the newest session.
    await page.goto('/dashboard/workplace');
    await page.getByRole('link', { name: '新建对话' }).click();
    await expect(page.getByRole('heading', { name: '有什么可以帮你？' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat\?new=1$/);
  });
});

test('on a phone: the chat has the screen, sessions in a drawer, composer and send button in view', async ({
  page,
}) => {
  // A conversation of its own (not the serial group's), asked from a link on the phone.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(
    page,
    MEMBER_PHONE,
    '/chat?prompt=' + encodeURIComponent('Please answer in markdown with a table, code and math'),
  );
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(answers(page).first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(answers(page).first().locator('table')).toBeVisible();
  // The server renamed the session after its question.
  await expect(page.getByRole('heading', { name: /Please answer in markdown/ })).toBeVisible();
  const send = page.getByRole('button', { name: '发送', exact: true });
  await expect(send).toBeInViewport();
  await expect(page.getByRole('textbox', { name: '输入问题' })).toBeInViewport();

  // The studio's frame gives way: a thin header with Back and the menu, no tabs, no footer.
  const header = page.getByTestId('phone-header');
  await expect(header).toBeVisible();
  await expect(header.getByRole('button', { name: '返回' })).toBeVisible();
  await expect(header.getByRole('button', { name: '打开导航菜单' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveCount(0);
  // The messages take most of the screen, and Send stays one line beside the tools.
  const messages = await page.locator('[data-virtuoso-scroller]').boundingBox();
  expect(messages!.height / 812).toBeGreaterThanOrEqual(0.75);
  const sendBox = (await send.boundingBox())!;
  const attachBox = (await page.getByRole('button', { name: '添加图片或文件' }).boundingBox())!;
  expect(sendBox.height).toBeLessThanOrEqual(32);
  expect(
    Math.abs(sendBox.y + sendBox.height / 2 - (attachBox.y + attachBox.height / 2)),
  ).toBeLessThan(4);
  // Nothing below the composer: the page ends at the screen's bottom without scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(812);
  await scrollToTop(page);
  await saveScreenshot(page, 'chat-zh-CN-375');

  await page.getByRole('button', { name: '会话列表' }).click();
  const listed = page
    .locator('.arco-drawer')
    .getByText(/Please answer in markdown/)
    .first();
  await expect(listed).toBeVisible();
  await saveScreenshot(page, 'chat-sessions-drawer-zh-CN-375');
  await page.keyboard.press('Escape');
  await expect(listed).toBeHidden();

  // The header's menu opens the studio's menu, which leads anywhere.
  await header.getByRole('button', { name: '打开导航菜单' }).click();
  const menu = page.locator('.arco-drawer').filter({ has: page.getByRole('menu') });
  await expect(menu.getByRole('menu')).toBeVisible();
  await saveScreenshot(page, 'chat-menu-drawer-zh-CN-375');
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('menu')).toBeHidden();

  // A desktop keeps the whole frame around the chat.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(header).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '当前位置' })).toBeVisible();
});
