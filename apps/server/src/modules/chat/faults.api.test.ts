import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { answerFor } from '../../../test/llm-stub';
import { deltaText, eventOrder } from '../../../test/sse';

const FAULTS = ['http-500', 'http-401', 'garbled', 'reset', 'hang', 'silent'];

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(DATABASE_KINDS)('model faults on %s', (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    LLM_IDLE_TIMEOUT_MS: '500',
    LLM_CONNECT_TIMEOUT_MS: '500',
  };
  const llm = useLlmStub(env, ['stub-model', ...FAULTS.map((f) => `stub-model-${f}`)], {
    chunks: 10,
    delayMs: 5,
  });
  beforeAll(() => {
    // Org providers may point at any port on this machine (the "upstream down" case).
    env.LLM_ALLOWED_HOSTS = '127.0.0.1';
  });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  /** Asks with a model and checks the stream ends with one error event, stored as such. */
  async function fault(phone: string, model: string, locale = 'zh-CN') {
    const me = await user(phone, locale);
    const sessionId = await me.session();
    const prompt = `请回答（${model}）`;
    const started = Date.now();
    const { res, events } = await me.ask(sessionId, {
      prompt,
      options: { model, usingContext: true },
    });
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(200);
    const order = eventOrder(events);
    expect(order[0]).toBe('start');
    expect(order.at(-1)).toBe('error');
    expect(order).not.toContain('done');
    expect(events.filter((e) => e.event === 'error')).toHaveLength(1);
    const start = events[0]!.data as { answerId: string; questionId: string };
    const error = events.at(-1)!.data as { message: string; code: string; answerId: string };
    expect(error.answerId).toBe(start.answerId);
    const partial = deltaText(events);
    const [answer, question] = (await me.messages(sessionId)).list;
    expect(question).toMatchObject({ id: start.questionId, content: prompt, state: 'done' });
    expect(answer).toMatchObject({
      id: start.answerId,
      state: 'error',
      error: error.message,
      content: partial,
    });
    return {
      me,
      sessionId,
      error,
      partial,
      elapsed,
      full: answerFor([{ role: 'user', content: prompt }]),
    };
  }

  it('upstream HTTP 500 and 401 end with a readable UPSTREAM_ERROR', async () => {
    const e500 = await fault('13700000001', 'env:stub-model-http-500');
    expect(e500.error).toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: '模型服务返回错误（HTTP 500）：stub failure 500',
    });
    expect(e500.partial).toBe('');
    const e401 = await fault('13700000002', 'env:stub-model-http-401', 'en-US');
    expect(e401.error).toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: 'The model service answered with an error (HTTP 401): stub failure 401',
    });
    // The session still works after a fault; the empty failed answer is left out of the context.
    const next = await e401.me.ask(e401.sessionId, { prompt: '再试一次' });
    expect(eventOrder(next.events)).toEqual(['start', 'delta', 'usage', 'done']);
    const sent = llm.stub.requests.at(-1)!.messages.map((m) => m.role);
    expect(sent).toEqual(['user', 'user']);
  });

  it('a garbled chunk ends with UPSTREAM_BAD_RESPONSE, keeping the partial answer', async () => {
    const garbled = await fault('13700000003', 'env:stub-model-garbled');
    expect(garbled.error).toEqual({
      code: 'UPSTREAM_BAD_RESPONSE',
      message: '模型服务返回了无法解析的数据',
      answerId: expect.any(String),
    });
    expect(garbled.partial.length).toBeGreaterThan(0);
    expect(garbled.full.startsWith(garbled.partial)).toBe(true);
    expect(garbled.partial).not.toBe(garbled.full);
  });

  it('a reset connection ends with UPSTREAM_UNREACHABLE (connection reset)', async () => {
    const reset = await fault('13700000004', 'env:stub-model-reset');
    expect(reset.error.code).toBe('UPSTREAM_UNREACHABLE');
    expect(reset.error.message).toBe('无法连接模型服务：connection reset');
    expect(reset.partial.length).toBeGreaterThan(0);
    expect(reset.full.startsWith(reset.partial)).toBe(true);
  });

  it('a model that stops sending ends with the idle UPSTREAM_TIMEOUT', async () => {
    const hang = await fault('13700000005', 'env:stub-model-hang');
    expect(hang.error.code).toBe('UPSTREAM_TIMEOUT');
    expect(hang.error.message).toMatch(/^模型服务响应超时（\d+ 秒无数据）$/);
    expect(hang.partial.length).toBeGreaterThan(0);
    expect(hang.elapsed).toBeGreaterThanOrEqual(450);
    expect(hang.elapsed).toBeLessThan(5000);
  });

  it('a model that never answers ends with the connect UPSTREAM_TIMEOUT', async () => {
    // While the question waits for its first words, background work gives way to it.
    let busyWhileWaiting = false;
    const watch = setInterval(() => (busyWhileWaiting ||= t.app.foreground.busy), 20);
    const silent = await fault('13700000006', 'env:stub-model-silent', 'en-US').finally(() =>
      clearInterval(watch),
    );
    expect(busyWhileWaiting).toBe(true);
    expect(t.app.foreground.busy).toBe(false);
    expect(silent.error.code).toBe('UPSTREAM_TIMEOUT');
    expect(silent.error.message).toMatch(/^The model service timed out \(no data for \d+ s\)$/);
    expect(silent.partial).toBe('');
    expect(silent.elapsed).toBeGreaterThanOrEqual(450);
    expect(silent.elapsed).toBeLessThan(5000);
  });

  it('a model service that is down ends with UPSTREAM_UNREACHABLE', async () => {
    const admin = await user('13700000007');
    const port = await closedPort();
    const created = await admin.post(`/v1/orgs/${admin.orgId}/model-providers`, {
      name: '已关闭的服务',
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: 'sk-down-0000000000',
      models: [{ id: 'down-model' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const down = await fault('13700000007', `${created.json().id}:down-model`);
    expect(down.error).toMatchObject({
      code: 'UPSTREAM_UNREACHABLE',
      message: '无法连接模型服务：connection refused',
    });
    expect(down.partial).toBe('');
  });
});
