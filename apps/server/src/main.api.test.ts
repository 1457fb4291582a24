import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testsOn } from '../test/databases';
import { spawnServer } from '../test/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'miaoyu-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string>) => spawnServer({ DATA_DIR: dataDir, ...env });

/** The child's log arrives through a pipe, a little after the HTTP answer. */
async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(testsOn('pglite'))('the server process', () => {
  it('refuses a bad variable by name and exits 2', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain('PORT="eighty"');
  });

  it('will not start in production with codes going only to the log', async () => {
    const server = start({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32) });
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain('SMS_PROVIDER: `console` only writes codes to the log');
  });

  it('will not start in production on a well-known default secret', async () => {
    const server = start({
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(32),
      SMS_CONSOLE_IN_PRODUCTION: 'true',
      DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5432/test',
    });
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain("DATABASE_URL's password: a well-known default");
  });

  // Two starts of the whole server: on a shared 2-core machine each can take a minute.
  it('keeps data in DATA_DIR across restarts and stops cleanly on SIGTERM', async () => {
    const first = start({ SEED_DEMO: 'true' });
    const url = await first.listening;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(first.output()).toContain('seeded the demo organisation');

    // As `npm start` runs it: development, readable lines, a banner once it listens.
    const second = start({ SEED_DEMO: 'true', NODE_ENV: 'development' });
    const again = await second.listening;
    const banner = await waitFor(() =>
      second.output().includes('13800000002') ? second.output() : undefined,
    );
    expect(banner).toContain(`妙语 AI Studio is ready at ${again}`);
    expect(banner).toContain(`PGlite (embedded PostgreSQL) in ${dataDir}`);
    expect(banner).toContain('printed in this log as "sign-in code for <phone>: <code>"');
    const sent = await fetch(`${again}/v1/user/sendCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000001' }),
    });
    expect(sent.status).toBe(200);
    const code = await waitFor(
      () =>
        /INFO: sign-in code for 13800000001: (\d{6}) \(valid 5 min\)\n/.exec(second.output())?.[1],
    );
    const login = await fetch(`${again}/v1/user/loginByPhone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000001', code }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { nickname: string }).nickname).toBe('演示管理员');
    // Seeded once: the second start found the demo data already there.
    expect(second.output()).not.toContain('seeded the demo organisation');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
