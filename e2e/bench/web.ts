/**
 * `npm run bench:web`: builds the web app, serves it from the real server, and loads the login
 * page and the workplace (signed in) in Chromium with an empty cache. Prints, per page, the
 * JavaScript the browser downloaded (raw and gzip) and the time until the page shows.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { readSmsCode } from '../support/server';
import { startServer } from '../support/start-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 8790);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '../..');

interface PageLoad {
  scripts: Map<string, { raw: number; gzip: number }>;
  visibleMs: number;
  fcpMs: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function signIn(url: string, logFile: string) {
  const phone = '13800000001';
  const asked = Date.now() - 1000;
  const post = (p: string, body: unknown) =>
    fetch(url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/v1/user/sendCode', { phone });
  const code = await readSmsCode(phone, asked, 10_000, logFile);
  const answer = (await (await post('/v1/user/loginByPhone', { phone, code })).json()) as {
    id: string;
    session: { token: string };
  };
  const { session, ...user } = answer;
  const token = `miaoyu-ai-studio ${Buffer.from(`${user.id}:${session.token}`).toString('base64')}`;
  return { token, user };
}

async function load(
  browser: Browser,
  url: string,
  visible: string,
  storage: Record<string, string>,
) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const scripts: PageLoad['scripts'] = new Map();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(response.url(), {
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  const started = performance.now();
  await page.goto(url);
  await page.locator(visible).first().waitFor({ state: 'visible', timeout: 30_000 });
  const visibleMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
  );
  await context.close();
  return { scripts, visibleMs, fcpMs } satisfies PageLoad;
}

async function measure(browser: Browser, name: string, url: string, visible: string, storage = {}) {
  const loads: PageLoad[] = [];
  for (let i = 0; i < RUNS; i += 1) loads.push(await load(browser, url, visible, storage));
  const files = [...loads[0]!.scripts.values()];
  return {
    page: name,
    jsFiles: files.length,
    jsRawKB: kb(files.reduce((sum, f) => sum + f.raw, 0)),
    jsGzipKB: kb(files.reduce((sum, f) => sum + f.gzip, 0)),
    timeToVisibleMs: Math.round(median(loads.map((l) => l.visibleMs))),
    firstContentfulPaintMs: Math.round(median(loads.map((l) => l.fcpMs))),
    runs: RUNS,
  };
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'miaoyu-bench-web-'));
  const webDist = path.join(work, 'web');
  const logFile = path.join(work, 'server.log');
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', webDist, '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  const server = await startServer({
    port: PORT,
    dataDir: path.join(work, 'data'),
    webDist,
    logFile,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { token, user } = await signIn(server.url, logFile);
    const signedIn = { token, userId: user.id, userInfo: JSON.stringify(user) };
    const results = [
      await measure(browser, 'login', `${server.url}/login`, 'input'),
      await measure(
        browser,
        'workplace',
        `${server.url}/dashboard/workplace`,
        'text=演示管理员',
        signedIn,
      ),
    ];
    const report = { bench: 'web', targetsGzipKB: { login: 150, workplace: 300 }, results };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
