/**
 * `npm run bench:web`: builds the web app, serves it from the real server, and loads every page
 * of the studio (one per route of the web router, see `web-pages.ts`), signed in where the page
 * needs it, in Chromium with an empty cache. Prints, per page, the JavaScript the browser
 * downloaded (raw and gzip) and the time until the page shows (page clock, from navigation start
 * to the first frame with the page's element laid out and, for most pages, nothing loading).
 * Signed-in pages count only what arrived before their first screen, since charts, Markdown,
 * highlighting and KaTeX load on demand after it. The visitor chat (a bot's link) loads on a
 * throttled phone profile until the bot's welcome shows; the embed loader is weighed as a file.
 *
 * `--busy` (or `BENCH_BUSY=1`) measures every page twice: once as the machine is, once with one
 * core kept busy by a child process spinning in a loop, and prints both. The report carries the
 * load average before and after each pass, which the times depend on. `BENCH_PAGES=chat,org`
 * measures only those pages.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { build } from 'vite';
import { heaviestModules, recordModules, type ChunkModules } from './web-modules';
import { benchFixtures, BENCH_WELCOME, botKey, markdownSession, signIn } from './web-fixtures';
import {
  benchPages,
  uncoveredRouteKeys,
  watchVisible,
  type BenchPage,
  type Visible,
} from './web-pages';
import { startLlmStub } from '../../apps/server/test/llm-stub';
import { startServer } from '../support/start-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 8790);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '../..');

interface PageLoad {
  scripts: Map<string, { raw: number; gzip: number }>;
  /** Scripts whose response arrived before the page showed. */
  beforeVisible: Set<string>;
  visibleMs: number;
  fcpMs: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const load1m = () => loadavg().map((value) => Math.round(value * 100) / 100);

/**
 * Lighthouse's mid-tier phone: 375 px, the CPU four times slower, 150 ms round trips,
 * 1.6 Mbit/s down and 750 kbit/s up.
 */
const PHONE = { latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8, cpu: 4 };

async function load(
  browser: Browser,
  url: string,
  visible: Visible,
  storage: Record<string, string>,
  phone = false,
  weigh = true,
) {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, locale: 'zh-CN' }
      : { viewport: { width: 1440, height: 900 }, locale: 'zh-CN' },
  );
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await context.addInitScript(watchVisible(visible));
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency,
      downloadThroughput: PHONE.down,
      uploadThroughput: PHONE.up,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  }
  // Scripts are weighed once the page has shown, and only when asked: reading and compressing
  // them as they arrive would take the CPU from the page being timed.
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(url);
  try {
    await page.waitForFunction(() => (window as { benchVisibleAt?: number }).benchVisibleAt, null, {
      timeout: 30_000,
    });
  } catch (error) {
    // What the page still showed as loading, to tell a slow page from one that never settles.
    const main = await page
      .evaluate(() => document.querySelector('main')?.textContent.slice(0, 160) ?? '(no main)')
      .catch(() => '');
    const busy = await page
      .evaluate(() =>
        Array.from(
          document.querySelectorAll(
            '[aria-busy="true"], .arco-spin-loading, .arco-spin > .arco-spin-icon, .arco-skeleton',
          ),
          (element) => element.outerHTML.slice(0, 200),
        ),
      )
      .catch(() => []);
    await context.close();
    if (error instanceof Error)
      error.message += `; the page showed: ${main}${busy.length > 0 ? `; still loading: ${busy.join(' | ')}` : ''}`;
    throw error;
  }
  // A page holding a live connection (the inbox) never goes idle: what came in 5 s is counted.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  const scripts: PageLoad['scripts'] = new Map();
  if (weigh)
    for (const response of responses) {
      // A script that failed to load has no body to weigh.
      const body = await response.body().catch(() => null);
      if (!body) continue;
      scripts.set(response.url(), {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }
  const timing = await page.evaluate(() => ({
    visibleAt: (window as { benchVisibleAt?: number }).benchVisibleAt ?? -1,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    arrived: performance
      .getEntriesByType('resource')
      .map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd] as const),
    started: performance.getEntriesByType('resource').map((entry) => entry.startTime),
  }));
  // `BENCH_TIMELINE=1`: when each file and request began and arrived, to see what a page waits on.
  if (process.env.BENCH_TIMELINE === '1')
    process.stderr.write(
      `${url} shown at ${Math.round(timing.visibleAt)} ms, first paint ${Math.round(timing.fcp)} ms\n${timing.arrived
        .map(
          ([name, end], i) =>
            `  ${Math.round(timing.started[i]!)}–${Math.round(end)} ms ${name.replace(/^https?:\/\/[^/]+/, '')}`,
        )
        .join('\n')}\n`,
    );
  const visibleMs = timing.visibleAt;
  if (visibleMs < 0) throw new Error(`${url}: the in-page watcher never saw ${visible.css}`);
  const fcpMs = timing.fcp;
  const beforeVisible = new Set(
    timing.arrived.filter(([, end]) => end <= visibleMs).map(([name]) => name),
  );
  await context.close();
  return { scripts, beforeVisible, visibleMs, fcpMs } satisfies PageLoad;
}

async function measure(
  browser: Browser,
  chunks: ChunkModules,
  name: string,
  url: string,
  visible: Visible,
  storage = {},
  untilVisible = false,
  phone = false,
) {
  const loads: PageLoad[] = [];
  // The first load's scripts are weighed; the others are only timed.
  for (let i = 0; i < RUNS; i += 1)
    loads.push(await load(browser, url, visible, storage, phone, i === 0));
  const first = loads[0]!;
  const counted = [...first.scripts].filter(
    ([script]) => !untilVisible || first.beforeVisible.has(script),
  );
  const files = counted.map(([, size]) => size);
  // `BENCH_FILES=1`: which files a page waited for, to find what joined its critical path.
  if (process.env.BENCH_FILES === '1')
    process.stderr.write(
      `${name}: ${counted.map(([script]) => script.split('/').pop()).join(' ')}\n`,
    );
  const later = [...first.scripts].filter(([script]) => !counted.some(([url]) => url === script));
  return {
    page: name,
    jsFiles: files.length,
    jsRawKB: kb(files.reduce((sum, f) => sum + f.raw, 0)),
    jsGzipKB: kb(files.reduce((sum, f) => sum + f.gzip, 0)),
    ...(untilVisible
      ? { laterJsGzipKB: kb(later.reduce((sum, [, size]) => sum + size.gzip, 0)) }
      : {}),
    timeToVisibleMs: Math.round(median(loads.map((l) => l.visibleMs))),
    firstContentfulPaintMs: Math.round(median(loads.map((l) => l.fcpMs))),
    runs: RUNS,
    heaviestModules: heaviestModules(
      counted.map(([url, size]) => [url, size.gzip]),
      chunks,
    ),
  };
}

/** Fails fast when the port is taken: the server would not start, yet /readyz would answer. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use; set BENCH_PORT`)))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** `--busy`: a second pass with one core kept busy (a child process spinning in a loop). */
const BUSY = process.argv.includes('--busy') || process.env.BENCH_BUSY === '1';

/** Keeps one core busy until killed, as another program on the machine would. */
function busyCore() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/**
 * Waits (at most `BENCH_SETTLE_SECONDS`, default 180) until the one-minute load average is under
 * `BENCH_SETTLE_LOAD` (default 1): the build and the server's first-start work (the demo seed's
 * documents being indexed) would otherwise be measured as the pages' time.
 */
async function settle() {
  const limit = Number(process.env.BENCH_SETTLE_LOAD ?? 1);
  const deadline = Date.now() + Number(process.env.BENCH_SETTLE_SECONDS ?? 180) * 1000;
  while (loadavg()[0]! >= limit && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2000));
  process.stderr.write(`settled: load average ${load1m().join(' ')}\n`);
}

/** One page of the studio, measured; a page that never shows is reported, not fatal. */
async function measurePage(
  browser: Browser,
  chunks: ChunkModules,
  base: string,
  page: BenchPage,
  storage: Record<string, string>,
) {
  try {
    const result = await measure(
      browser,
      chunks,
      page.name,
      base + page.url,
      page.visible,
      page.signedOut ? {} : storage,
      !page.signedOut || page.name === 'helper-square',
    );
    return {
      ...result,
      url: page.url,
      timing: {
        timeToVisibleMs: result.timeToVisibleMs,
        firstContentfulPaintMs: result.firstContentfulPaintMs,
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { page: page.name, url: page.url, error: message, timing: null };
  }
}

/** One line a page: its time as the machine is and with a core busy, against the targets. */
function summary(
  quiet: Awaited<ReturnType<typeof measurePage>>[],
  busy: Awaited<ReturnType<typeof measurePage>>[] | null,
): string[] {
  const ms = (value: number | undefined) =>
    value === undefined ? '   —' : String(value).padStart(5);
  return quiet.map((result, index) => {
    const other = busy?.[index]?.timing?.timeToVisibleMs;
    const own = result.timing?.timeToVisibleMs;
    const marks = `${own !== undefined && own <= 800 ? 'ok' : 'over'}${busy ? (other !== undefined && other <= 1500 ? ' / ok' : ' / over') : ''}`;
    return `${result.page.padEnd(20)} ${ms(own)} ms${busy ? `   busy ${ms(other)} ms` : ''}   ${marks}`;
  });
}

async function main() {
  let report: object;
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-web-'));
  const webDist = path.join(work, 'web');
  const logFile = path.join(work, 'server.log');
  const webRoot = path.join(root, 'apps/web');
  const chunks: ChunkModules = new Map();
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: webDist, emptyOutDir: true },
    plugins: [recordModules(chunks, root)],
  });
  // The visitor chat and the embed loader, built beside the studio as `npm run build` does.
  for (const config of ['vite.visitor.config.ts', 'vite.embed.config.ts'])
    await build({
      root: webRoot,
      configFile: path.join(webRoot, config),
      logLevel: 'warn',
      build: { outDir: webDist, emptyOutDir: false },
      plugins: [recordModules(chunks, root)],
    });
  await assertPortFree(PORT);
  await assertPortFree(PORT + 1000);
  const stub = await startLlmStub({ port: PORT + 1000, chunks: 5, delayMs: 1 });
  const server = await startServer({
    port: PORT,
    dataDir: path.join(work, 'data'),
    webDist,
    logFile,
    env: { OPENAI_BASE_URL: stub.baseUrl, OPENAI_API_KEY: 'sk-bench', LLM_MODEL: 'stub-model' },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const signedIn = await signIn(server.url, logFile);
    const fixtures = await benchFixtures(server.url, signedIn);
    const sessionId = await markdownSession(server.url, signedIn.token, signedIn.user.id);
    const all = benchPages(fixtures);
    const missing = uncoveredRouteKeys(all);
    if (missing.length) throw new Error(`routes with no page in the bench: ${missing.join(', ')}`);
    // An open answer: the first screen is its rendered math.
    all.push({
      name: 'chat-answer',
      routeKey: 'chat',
      url: `/chat/${sessionId}`,
      visible: { css: '.katex' },
    });
    const only = process.env.BENCH_PAGES?.split(',');
    const pages = only ? all.filter((page) => only.includes(page.name)) : all;

    const pass = async (label: string) => {
      const before = load1m();
      const results = [];
      for (const page of pages)
        results.push(await measurePage(browser, chunks, server.url, page, signedIn.storage));
      process.stderr.write(
        `${label}: done, load average ${before.join(' ')} → ${load1m().join(' ')}\n`,
      );
      return { loadAverage: { before, after: load1m() }, results };
    };
    await settle();
    const quiet = await pass('as the machine is');
    let busy: Awaited<ReturnType<typeof pass>> | null = null;
    if (BUSY) {
      const spinner = busyCore();
      try {
        busy = await pass('one core kept busy');
      } finally {
        spinner.kill();
      }
    }
    // A visitor opening a bot's link on a phone: the first screen is the bot's welcome.
    const key = await botKey(server.url, signedIn.token);
    const visitor = await measure(
      browser,
      chunks,
      'visitor-chat-phone',
      `${server.url}/chat1?key=${key}`,
      { css: '#app .msg-body', text: BENCH_WELCOME },
      {},
      false,
      true,
    );
    // A customer opening a shared AI page on the same phone: the first screen is its bar.
    const sharePhone = await measure(
      browser,
      chunks,
      'ai-share-phone',
      `${server.url}/aiShare/${fixtures.aiPage.shareCode}`,
      { css: '.bar b', text: fixtures.aiPage.title },
      {},
      false,
      true,
    );
    const loader = readFileSync(path.join(webDist, 'embed.js'));
    report = {
      bench: 'web',
      targetsGzipKB: {
        login: 150,
        workplace: 300,
        chat: 250,
        helpers: 250,
        'helper-square': 250,
        'visitor-chat-phone': 90,
        'embed-loader': 5,
        'ai-share': 15,
        'rich-text': 30,
      },
      targetTimeToVisibleMs: { asTheMachineIs: 800, oneCoreBusy: 1500 },
      targetVisitorPhoneMs: 1000,
      targetSharePhoneMs: 1000,
      phoneProfile: PHONE,
      embedLoader: { rawKB: kb(loader.length), gzipKB: kb(gzipSync(loader, { level: 9 }).length) },
      loadAverage: { asTheMachineIs: quiet.loadAverage, oneCoreBusy: busy?.loadAverage ?? null },
      summary: summary(quiet.results, busy?.results ?? null),
      results: quiet.results.map((result, index) => ({
        ...result,
        oneCoreBusy: busy?.results[index]?.timing ?? null,
      })),
      visitor,
      sharePhone,
    };
  } finally {
    await browser.close();
    await server.stop();
    await stub.close();
    rmSync(work, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify({ ...report, chatScroll: scrollTimings() }, null, 2)}\n`);
}

/**
 * Frame timings of the 1,000-message chat under a continuous wheel scroll: the browser spec
 * prints them (with the load average) and holds them to their targets only when asked
 * (`npm run bench:chat-scroll`), since inside the test suite they measure the machine.
 * `BENCH_SCROLL=0` leaves them out.
 */
function scrollTimings(): string[] {
  if (process.env.BENCH_SCROLL === '0') return [];
  const output = spawnSync('bash', ['run.sh', 'specs/chat-long.spec.ts'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, E2E_PORT: String(PORT + 20) },
    encoding: 'utf8',
  });
  const lines = output.stdout.split('\n').filter((line) => line.startsWith('[chat-long]'));
  return output.status === 0 ? lines : [...lines, `failed: ${output.stderr.slice(-300)}`];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
