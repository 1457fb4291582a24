import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { expect, test, type Page, type Route } from '@playwright/test';
import type { ChatCompletion } from '@miaoyu/contracts';
import { nextFrame, scrollSettled } from '../support/frames';
import { signInThroughForm } from '../support/login';
import { saveScreenshot } from '../support/screens';
import { openSignedIn, rememberSession } from '../support/session';

/** Set by `npm run bench:chat-scroll`: hold the scroll to its smoothness targets. */
const STRICT_TIMING = process.env.E2E_STRICT_TIMING === '1';
/**
 * How many older-page loads are each awaited until the list is still and checked for a kept
 * view. Every page holds each shape (plain, code, table); the benchmark checks all 99,
 * which on two busy cores takes longer than a test should (over 8 minutes at load 8).
 */
const CHECKED_LOADS = STRICT_TIMING ? Infinity : 8;

/**
 * "A session of 1,000 messages scrolls smoothly (virtualised list)": a real session whose
 * message pages are answered from a synthetic 1,000-message conversation (500 turns).
 */
const PHONE = '13920008793';
const TURNS = 500;
const BASE_ID = 7_000_000;
const START_TS = Date.UTC(2026, 0, 1);

const question = (turn: number) => `第 ${turn} 个问题（Q${turn}）：这一段怎么理解？`;

function answer(turn: number): string {
  const paragraphs = [
    `**第 ${turn} 个回答**（A${turn}）。先说结论：这取决于上下文，下面分几点解释。`,
    `虚拟列表只渲染视口附近的消息，其余的用占位高度代替，所以一千条消息的会话滚动起来和十条一样轻。` +
      `浏览器的布局、样式计算和绘制都只发生在少量节点上。`,
    `- 第一点：数据按页加载，每页 10 条\n- 第二点：向上滚动时加载更早的一页\n- 第三点：视图保持在原位`,
  ];
  if (turn % 3 === 0)
    paragraphs.push(
      '```ts\n' +
        `export function turn${turn}(values: number[]): number {\n` +
        '  return values.reduce((sum, value) => sum + value, 0);\n}\n```',
    );
  if (turn % 5 === 0)
    paragraphs.push(
      `| 项目 | 数量 | 说明 |\n| --- | --- | --- |\n| 苹果 | ${turn} | 新鲜 |\n| 香蕉 | ${turn * 2} | 熟透 |`,
    );
  paragraphs.push(`最后补充一句：如果还有疑问，可以继续追问第 ${turn} 个问题的细节。`);
  return paragraphs.join('\n\n');
}

/** The conversation oldest first: message i (0-based) has id BASE_ID + i. */
function conversation(): ChatCompletion[] {
  const out: ChatCompletion[] = [];
  for (let turn = 1; turn <= TURNS; turn++) {
    const questionId = String(BASE_ID + out.length);
    const common = {
      turnId: questionId,
      state: 'done' as const,
      error: '',
      attachments: [],
      citations: [],
    };
    out.push({
      ...common,
      id: questionId,
      ts: START_TS + out.length * 60_000,
      content: question(turn),
      role: 'user',
      model: '',
      usage: null,
    });
    out.push({
      ...common,
      id: String(BASE_ID + out.length),
      ts: START_TS + out.length * 60_000,
      content: answer(turn),
      role: 'assistant',
      model: 'stub-model',
      usage: { promptTokens: 20, completionTokens: 200 },
    });
  }
  return out;
}

const MESSAGES = conversation();
/** The numbers for docs/benchmarks.md (Long chat scrolling): printed with the test run. */
/** Timings depend on the machine: each line says how busy it was (1-minute load average). */
const report = (line: string) =>
  process.stdout.write(`[chat-long] ${line} (load ${loadavg()[0]!.toFixed(2)})\n`);
const NEWEST_FIRST = [...MESSAGES].reverse();

interface Served {
  offset: number;
  limit: number;
}

const HOOK_LIMIT_MS = 30_000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Answers the session's message pages (GET only) from the synthetic conversation. */
async function serveConversation(
  page: Page,
  sessionId: string,
  before?: (served: Served) => Promise<void>,
  after?: (served: Served) => Promise<void>,
) {
  const served: Served[] = [];
  /** What a hook could not check: the page is answered all the same, so nothing waits forever. */
  const problems: string[] = [];
  const hook = async (run: ((served: Served) => Promise<void>) | undefined, request: Served) => {
    try {
      // A page starved of frames can hold an evaluate for good: the hook is given up on then.
      await Promise.race([
        run?.(request),
        delay(HOOK_LIMIT_MS).then(() => {
          throw new Error(`not done in ${HOOK_LIMIT_MS / 1000} s`);
        }),
      ]);
    } catch (error) {
      problems.push(`offset ${request.offset}: ${(error as Error).message.split('\n')[0]}`);
    }
  };
  await page.route(
    `**/v1/chat/users/*/sessions/${sessionId}/completions?*`,
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const request = { offset, limit };
      await hook(before, request);
      await route.fulfill({
        json: { list: NEWEST_FIRST.slice(offset, offset + limit), total: MESSAGES.length },
      });
      served.push(request);
      await hook(after, request);
    },
  );
  return { served, problems };
}

const scroller = (page: Page) => page.locator('[data-virtuoso-scroller]');
const messageNodes = (page: Page) => page.locator('[data-message-id]');
/** The list header's spinner: an older page is on its way. */
const loadingOlder = (page: Page) => page.locator('[data-virtuoso-scroller] .arco-spin');

/** The id of the first message at least partly inside the list's viewport, and its top edge. */
function topVisible(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('[data-virtuoso-scroller]')!.getBoundingClientRect();
    for (const node of Array.from(document.querySelectorAll<HTMLElement>('[data-message-id]'))) {
      const rect = node.getBoundingClientRect();
      if (rect.bottom > box.top + 1 && rect.top < box.bottom)
        return { id: node.dataset.messageId!, top: rect.top - box.top };
    }
    return null;
  });
}

/** Where message `id` is now (its top edge against the list's; null when not rendered) and if in view. */
function placeOf(page: Page, id: string) {
  return page.evaluate((id) => {
    const scroller = document.querySelector('[data-virtuoso-scroller]')!;
    const box = scroller.getBoundingClientRect();
    const node = document.querySelector(`[data-message-id="${id}"]`);
    if (!node) return { top: null, inView: false, scrollTop: scroller.scrollTop };
    const rect = node.getBoundingClientRect();
    const inView = rect.bottom > box.top && rect.top < box.bottom;
    return { top: rect.top - box.top, inView, scrollTop: scroller.scrollTop };
  }, id);
}

async function createSession(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const created = await page.request.post('/v1/chat/sessions', {
    headers: { authorization: token },
    data: { title: '一千条消息的会话' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { sessionId: string }).sessionId;
}

async function wheelOnList(page: Page) {
  const box = (await scroller(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

let sessionId = '';

test.describe.serial('chat: a 1,000-message session', () => {
  test('virtualised: newest at the bottom, a small DOM, older pages keep the view in place', async ({
    page,
  }) => {
    test.setTimeout(STRICT_TIMING ? 600_000 : 300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/login?redirect=${encodeURIComponent('/chat')}`);
    await signInThroughForm(page, PHONE);
    await expect(page).toHaveURL(/\/chat/);
    await rememberSession(page, PHONE);
    sessionId = await createSession(page);

    // Each older page is answered once the list shows it is loading and has come to rest, noting
    // what was at the top just before it lands; after it lands, where that message is now.
    const checks: {
      offset: number;
      id: string;
      before: number;
      after: Awaited<ReturnType<typeof placeOf>>;
    }[] = [];
    let pending: Promise<void> = Promise.resolve();
    let release = () => {};
    let snapshot: { id: string; top: number } | null = null;
    const { served, problems } = await serveConversation(
      page,
      sessionId,
      async ({ offset }) => {
        if (offset === 0 || checks.length >= CHECKED_LOADS) return;
        // The wheel loop below waits for this page before it scrolls on.
        pending = new Promise((done) => (release = done));
        try {
          await expect(loadingOlder(page)).toBeVisible();
          await scrollSettled(page);
          snapshot = await topVisible(page);
        } catch (error) {
          release();
          throw error;
        }
      },
      async ({ offset }) => {
        if (offset === 0 || !snapshot) return;
        const { id, top } = snapshot;
        snapshot = null;
        try {
          // The page has landed once the list header's spinner is gone.
          await expect(loadingOlder(page)).toHaveCount(0);
          // Drawing ten long answers can take a long frame; once the list is still, the view
          // must be where it was.
          await scrollSettled(page);
          checks.push({ offset, id, before: top, after: await placeOf(page, id) });
          if (!STRICT_TIMING) report(`page at offset ${offset} checked`);
        } finally {
          release();
        }
      },
    );
    await page.goto(`/chat/${sessionId}`);
    await expect(page.getByRole('heading', { name: '一千条消息的会话' })).toBeVisible();

    // The newest answer shows at the bottom of the list.
    const newest = page.locator(`[data-message-id="${MESSAGES.at(-1)!.id}"]`);
    await expect(newest).toBeVisible();
    await expect(newest).toContainText(`A${TURNS}`);
    // Its bottom edge sits at the list's (once the answers have drawn as rich Markdown).
    await expect
      .poll(async () => {
        const list = (await scroller(page).boundingBox())!;
        const box = (await newest.boundingBox())!;
        return Math.round(list.y + list.height - (box.y + box.height));
      })
      .toBeGreaterThanOrEqual(0);
    const listBox = (await scroller(page).boundingBox())!;
    const newestBox = (await newest.boundingBox())!;
    expect(newestBox.y + newestBox.height).toBeGreaterThan(listBox.y + listBox.height - 120);
    const firstCount = await messageNodes(page).count();
    report(`DOM after opening: ${firstCount} message nodes`);

    // Wheel up through the checked page loads (in the benchmark, on to the very first question);
    // the export below loads every page, the first question with them.
    await wheelOnList(page);
    const oldest = page.locator(`[data-message-id="${MESSAGES[0]!.id}"]`);
    let maxNodes = firstCount;
    // Within the test's time on a busy machine; the benchmark goes on to the first message.
    const until = Date.now() + (STRICT_TIMING ? 480_000 : 180_000);
    for (let step = 0; step < 1500 && checks.length < CHECKED_LOADS; step++) {
      if (Date.now() > until || (await oldest.isVisible())) break;
      await page.mouse.wheel(0, -1200);
      await nextFrame(page);
      await Promise.race([pending, delay(HOOK_LIMIT_MS)]);
      if (step % 10 === 0) maxNodes = Math.max(maxNodes, await messageNodes(page).count());
    }
    if (STRICT_TIMING) {
      await expect(oldest).toBeVisible();
      await expect(oldest).toContainText(question(1));
      await expect(page.getByText('已经是最早的消息')).toBeVisible();
      expect(served.length).toBe(MESSAGES.length / 10);
    }
    maxNodes = Math.max(maxNodes, await messageNodes(page).count());
    report(
      `pages served: ${served.length}; DOM at most ${maxNodes} message nodes of ${MESSAGES.length}`,
    );

    if (problems.length) report(`page loads not checked: ${problems.join('; ')}`);
    expect(served.length).toBeGreaterThan(checks.length);
    expect(new Set(served.map((s) => s.offset)).size).toBe(served.length);
    expect(maxNodes).toBeLessThan(60);
    // Every older page checked kept the view in place: the top message still in view, where it
    // was. The benchmark checks each one; a busy machine may leave a few unchecked here.
    if (STRICT_TIMING) expect(checks.length).toBe(served.length - 1 - problems.length);
    else expect(checks.length).toBeGreaterThanOrEqual(4);
    const moved = checks.map((c) =>
      c.after.inView && c.after.top !== null ? Math.abs(c.after.top - c.before) : Infinity,
    );
    report(
      `view kept in place over ${checks.length} page loads; largest shift ${Math.max(...moved)} px`,
    );
    if (Math.max(...moved) > 2) report(JSON.stringify(checks.filter((_, i) => moved[i]! > 2)));
    for (const [i, check] of checks.entries())
      expect(moved[i], `shift when the page at offset ${check.offset} landed`).toBeLessThan(40);
  });
  test('smooth: frame intervals and long tasks during a continuous wheel scroll over many pages', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // An older page is answered once the list has drawn that it is loading, as over a network.
    const { served, problems } = await serveConversation(page, sessionId, async ({ offset }) => {
      if (offset > 0) await expect(loadingOlder(page)).toBeVisible();
    });
    await openSignedIn(page, PHONE, `/chat/${sessionId}`);
    await expect(page.locator(`[data-message-id="${MESSAGES.at(-1)!.id}"]`)).toBeVisible();
    await scrollSettled(page);
    await wheelOnList(page);

    await page.evaluate(() => {
      const w = window as unknown as { frames_: number[]; longTasks_: number[]; stop_: boolean };
      w.frames_ = [];
      w.longTasks_ = [];
      w.stop_ = false;
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longTasks_.push(entry.duration);
        }).observe({ type: 'longtask', buffered: false });
      } catch {
        w.longTasks_.push(-1); // not supported
      }
      let last = performance.now();
      const tick = (now: number) => {
        w.frames_.push(now - last);
        last = now;
        if (!w.stop_) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const startedPages = served.length;
    let maxNodes = 0;
    for (let step = 0; step < 300; step++) {
      // A continuous wheel: a notch a frame.
      await page.mouse.wheel(0, -240);
      await nextFrame(page);
      if (step % 20 === 0) maxNodes = Math.max(maxNodes, await messageNodes(page).count());
    }
    const { frames, longTasks } = await page.evaluate(() => {
      const w = window as unknown as { frames_: number[]; longTasks_: number[]; stop_: boolean };
      w.stop_ = true;
      return { frames: w.frames_.slice(1), longTasks: w.longTasks_ };
    });
    const sorted = [...frames].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    const pagesLoaded = served.length - startedPages;
    const longOnes = longTasks.filter((d) => d > 0);
    const over200 = longOnes.filter((d) => d > 200).length;
    const slowFrames = frames.filter((d) => d > 200).length;
    report(
      `wheel scroll over ${pagesLoaded} pages: ${frames.length} frames, ` +
        `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, ` +
        `${slowFrames} frames > 200 ms; long tasks ` +
        (longTasks.includes(-1)
          ? 'unsupported'
          : `${longOnes.length} (${over200} > 200 ms, max ${Math.max(0, ...longOnes).toFixed(0)} ms)`) +
        `; DOM at most ${maxNodes} message nodes`,
    );
    if (problems.length) report(`page loads without the spinner: ${problems.join('; ')}`);
    expect(pagesLoaded).toBeGreaterThanOrEqual(10);
    expect(maxNodes).toBeLessThan(60);
    // The smoothness targets (p95 within three 60 Hz frames, at most 1 % of frames over 200 ms)
    // are held by `npm run bench:chat-scroll` on a quiet machine. Inside the suite, on two cores
    // shared with the server and the build, frame times say more about the machine than the
    // list: they are printed above, and the test keeps what does not depend on the machine.
    if (STRICT_TIMING) {
      expect(at(0.95)).toBeLessThanOrEqual(50.1);
      expect(slowFrames).toBeLessThanOrEqual(Math.ceil(frames.length / 100));
      expect(Math.max(0, ...longOnes)).toBeLessThan(1000);
    }

    // The middle of the conversation, for people to look at.
    const until = Date.now() + 30_000;
    for (let step = 0; step < 600 && served.length < 50 && Date.now() < until; step++) {
      await page.mouse.wheel(0, -1200);
      await nextFrame(page);
    }
    await page.mouse.wheel(0, -300);
    await scrollSettled(page);
    await expect(page.locator('[data-virtuoso-scroller] pre').first()).toBeVisible();
    await saveScreenshot(page, 'chat-1000-zh-CN-1440');
  });

  test('export as Markdown holds all 1,000 messages, loading the pages never scrolled to', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { served } = await serveConversation(page, sessionId);
    await openSignedIn(page, PHONE, `/chat/${sessionId}`);
    await expect(page.locator(`[data-message-id="${MESSAGES.at(-1)!.id}"]`)).toBeVisible();
    await page.getByRole('button', { name: '导出对话' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByText('导出为 Markdown').click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    expect(served.length).toBeGreaterThanOrEqual(100);
    expect(text).toContain(question(1));
    expect(text).toContain(question(TURNS));
    // Oldest first, every message once.
    expect(text.indexOf(question(1))).toBeLessThan(text.indexOf(question(2)));
    expect(text.split('（Q250）').length - 1).toBe(1);
    report(`export: ${served.length} pages served, ${text.length} characters of Markdown`);
  });
});
