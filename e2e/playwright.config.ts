import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

export default defineConfig({
  testDir: './specs',
  outputDir: `./test-results/${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a few specs (the chat list's scroll anchoring) can lose a race to the
  // shared two-core machine; a retried pass is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
});
