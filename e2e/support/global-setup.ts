import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT, E2E_TMP, E2E_WEB_DIST, SERVER_LOG } from './server';
import { startServer } from './start-server';

/** The browser tests run against the real server on a fresh database; stopped afterwards. */
export default async function globalSetup() {
  const dataDir = path.join(E2E_TMP, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(SERVER_LOG, { force: true });
  mkdirSync(E2E_TMP, { recursive: true });
  const server = await startServer({
    port: E2E_PORT,
    dataDir,
    webDist: E2E_WEB_DIST,
    logFile: SERVER_LOG,
  });
  return () => server.stop();
}
