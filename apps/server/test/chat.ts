import { afterAll, beforeAll } from 'vitest';
import type { ChatCompletion, ChatCompletionRequest } from '@miaoyu/contracts';
import type { TestApp } from './harness';
import { startLlmStub, type LlmStub, type LlmStubOptions } from './llm-stub';
import { parseSse } from './sse';

/** Settings every chat test app needs: many sign-ins from one address, no question limit. */
export const CHAT_TEST_ENV = {
  SMS_RESEND_SECONDS: '0',
  SMS_PHONE_HOURLY_LIMIT: '1000',
  SMS_IP_HOURLY_LIMIT: '100000',
  LOGIN_IP_PER_MINUTE: '100000',
  CHAT_RATE_PER_MINUTE: '100000',
};

/**
 * Starts the model stub for the file and fills `env` (passed to useTestApp, which reads it in its
 * own beforeAll, registered later) with its address. Returns a getter for the stub.
 */
export function useLlmStub(
  env: Record<string, string>,
  models: string[],
  options: LlmStubOptions = {},
) {
  const ref = {} as { stub: LlmStub };
  beforeAll(async () => {
    ref.stub = await startLlmStub(options);
    env.OPENAI_BASE_URL = ref.stub.baseUrl;
    env.LLM_MODEL = models.join(',');
    env.LLM_ALLOWED_HOSTS = new URL(ref.stub.url).host;
  });
  afterAll(async () => {
    await ref.stub?.close();
  });
  return ref;
}

export type ChatUser = Awaited<ReturnType<ReturnType<typeof chatUsers>>>;

/** A signed-in user with short helpers for the chat API. */
export function chatUsers(t: TestApp) {
  return async (phone: string, locale = 'zh-CN') => {
    const { answer, authorization } = await t.signIn(phone);
    const headers = { authorization, 'accept-language': locale };
    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const user = {
      id: answer.id,
      orgId: answer.orgId,
      authorization,
      headers,
      get: (url: string) => call('GET', url),
      post: (url: string, payload: object = {}) => call('POST', url, payload),
      put: (url: string, payload: object) => call('PUT', url, payload),
      patch: (url: string, payload: object) => call('PATCH', url, payload),
      del: (url: string) => call('DELETE', url),
      completionsUrl: (sessionId: string) =>
        `/v1/chat/users/${answer.id}/sessions/${sessionId}/completions`,
      async session(options: object = {}): Promise<string> {
        const res = await call('POST', '/v1/chat/sessions', options);
        if (res.statusCode !== 200)
          throw new Error(`create session ${res.statusCode}: ${res.body}`);
        return res.json().sessionId as string;
      },
      /** Asks and reads the whole stream (app.inject buffers it). */
      async ask(sessionId: string, body: ChatCompletionRequest) {
        const res = await call('POST', user.completionsUrl(sessionId), body);
        const parsed = res.statusCode === 200 ? parseSse(res.body) : { events: [], comments: [] };
        return { res, ...parsed };
      },
      async messages(
        sessionId: string,
        query = '',
      ): Promise<{ list: ChatCompletion[]; total: number }> {
        const res = await call('GET', `${user.completionsUrl(sessionId)}${query}`);
        if (res.statusCode !== 200) throw new Error(`messages ${res.statusCode}: ${res.body}`);
        return res.json();
      },
    };
    return user;
  };
}
