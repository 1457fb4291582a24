import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_BASE_URL, E2E_PORT, E2E_TMP, E2E_WEB_DIST, SERVER_LOG } from './server';

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the real server (built web app, fresh PGlite, demo seed) and stops it afterwards. */
export default async function globalSetup() {
  rmSync(path.join(E2E_TMP, 'data'), { recursive: true, force: true });
  rmSync(SERVER_LOG, { force: true });
  mkdirSync(E2E_TMP, { recursive: true });
  const log = openSync(SERVER_LOG, 'a');
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      DATA_DIR: path.join(E2E_TMP, 'data'),
      WEB_DIST: E2E_WEB_DIST,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early; see ${SERVER_LOG}`);
    try {
      if ((await fetch(`${E2E_BASE_URL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready; see ${SERVER_LOG}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}
