import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import OpenAI from 'openai';
import type { CreateHelper, HelperApiKey } from '@miaoyu/contracts';
import type { ChatUser } from './chat';
import type { TestApp } from './harness';

/**
 * The app on a real port for the official `openai` client, which speaks HTTP (not app.inject).
 * Returns a getter for the API's base URL (`…/v1/openai`).
 */
export function useOpenaiBase(t: TestApp) {
  const ref = { base: '' };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ref.base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1/openai`;
  });
  afterAll(() => {
    // An aborted stream leaves a spare connection the server would wait for when closing.
    t.app.server.closeAllConnections();
  });
  return ref;
}

/** The official client for one key; no retries, so a 429 or 5xx is seen as it is. */
export const openaiClient = (base: string, apiKey: string) =>
  new OpenAI({ baseURL: base, apiKey, maxRetries: 0, timeout: 20_000 });

/** A helper of `me`'s current org and the way to make, list and revoke its keys. */
export async function helperWithKeys(me: ChatUser, settings: Partial<CreateHelper> = {}) {
  const made = await me.post(`/v1/orgs/${me.orgId}/helpers`, {
    name: '接口助手',
    kind: 'chat',
    ...settings,
  });
  if (made.statusCode !== 200) throw new Error(`create helper ${made.statusCode}: ${made.body}`);
  const helper = made.json() as { id: string; code: string; name: string };
  const keysUrl = `/v1/orgs/${me.orgId}/helpers/${helper.id}/api-keys`;
  return {
    helper,
    url: `/v1/orgs/${me.orgId}/helpers/${helper.id}`,
    async newKey(name = '测试'): Promise<{ id: string; key: string }> {
      const res = await me.post(keysUrl, { name });
      if (res.statusCode !== 200) throw new Error(`create key ${res.statusCode}: ${res.body}`);
      return res.json();
    },
    async keys(): Promise<HelperApiKey[]> {
      return (await me.get(keysUrl)).json().list;
    },
    revoke: (keyId: string) => me.del(`${keysUrl}/${keyId}`),
  };
}
