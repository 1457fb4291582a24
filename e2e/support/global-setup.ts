import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startLlmStub } from '../../apps/server/test/llm-stub';
import {
  E2E_BASE_URL,
  E2E_DINGTALK_PORT,
  E2E_IDP_PORT,
  E2E_LLM_STUB_PORT,
  E2E_PORT,
  E2E_TMP,
  E2E_WEB_DIST,
  E2E_WECHAT_PORT,
  SERVER_LOG,
} from './server';
import { startServer } from './start-server';

/**
 * The browser tests run against the real server on a fresh database, with a local
 * OpenAI-compatible stub as the global model provider; both are stopped afterwards.
 */
export default async function globalSetup() {
  const dataDir = path.join(E2E_TMP, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(SERVER_LOG, { force: true });
  mkdirSync(E2E_TMP, { recursive: true });
  const stub = await startLlmStub({ port: E2E_LLM_STUB_PORT, chunks: 50, delayMs: 20 });
  const server = await startServer({
    port: E2E_PORT,
    dataDir,
    webDist: E2E_WEB_DIST,
    logFile: SERVER_LOG,
    env: {
      OPENAI_BASE_URL: stub.baseUrl,
      OPENAI_API_KEY: 'sk-e2e-stub',
      // The first is the default; `-slow` streams slowly enough to stop it mid-answer.
      LLM_MODEL: 'stub-model,stub-model-slow',
      // Org-configured providers in the tests point at the same local stub; a team's identity
      // provider runs on this machine as an intranet one would.
      LLM_ALLOWED_HOSTS: `127.0.0.1:${E2E_LLM_STUB_PORT},127.0.0.1:${E2E_IDP_PORT}`,
      PUBLIC_URL: E2E_BASE_URL,
      DINGTALK_LOGIN_URL: `http://127.0.0.1:${E2E_DINGTALK_PORT}`,
      DINGTALK_API_URL: `http://127.0.0.1:${E2E_DINGTALK_PORT}`,
      DINGTALK_OAPI_URL: `http://127.0.0.1:${E2E_DINGTALK_PORT}`,
      WECHAT_OPEN_URL: `http://127.0.0.1:${E2E_WECHAT_PORT}`,
      WECHAT_API_URL: `http://127.0.0.1:${E2E_WECHAT_PORT}`,
    },
  });
  return async () => {
    await server.stop();
    await stub.close();
  };
}
