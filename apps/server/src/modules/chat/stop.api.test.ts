import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatCompletion } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, type ChatUser, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { deltaText, liveSse, parseSse } from '../../../test/sse';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => Promise<T> | T, ok: (value: T) => boolean, ms = 3000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > until) return value;
    await sleep(20);
  }
}

describe.each(DATABASE_KINDS)('stop, disconnect and stream transport on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV, CHAT_KEEPALIVE_MS: '50' };
  const llm = useLlmStub(env, ['stub-model', 'stub-model-slow'], { chunks: 50, delayMs: 1 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    // After an aborted fetch, Node's fetch opens a spare connection that never sends a request;
    // the server would wait for it until headersTimeout (60 s) when closing. Runs before close.
    t.app.server.closeAllConnections();
  });

  /** Asks over a real connection with the slow model; resolves once `deltas` deltas arrived. */
  async function askLive(me: ChatUser, sessionId: string, deltas: number) {
    const controller = new AbortController();
    const response = await fetch(`${base}${me.completionsUrl(sessionId)}`, {
      method: 'POST',
      headers: { ...me.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        prompt: '慢慢地讲一个很长的故事',
        options: { model: 'env:stub-model-slow', usingContext: true },
      }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const sse = liveSse(response);
    const start = (await sse.next('start')).data;
    while (sse.seen.filter((e) => e.event === 'delta').length < deltas)
      await sse.next('delta', sse.seen.length);
    return { response, sse, start, controller };
  }

  const answerOf = async (me: ChatUser, sessionId: string, answerId: string) =>
    (await me.messages(sessionId)).list.find((m) => m.id === answerId) as ChatCompletion;

  it('stop mid-answer ends the stream as stopped, keeps the partial answer, aborts upstream', async () => {
    const me = await user('13900000001');
    const sessionId = await me.session();
    const { sse, start } = await askLive(me, sessionId, 2);
    expect((await answerOf(me, sessionId, start.answerId)).state).toBe('streaming');
    const abortedBefore = llm.stub.aborted;
    const stoppedAt = Date.now();
    const stop = await me.post(`${me.completionsUrl(sessionId)}/${start.answerId}/stop`);
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ stopped: true });
    const events = await sse.rest();
    expect(Date.now() - stoppedAt).toBeLessThan(1500);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { answerId: start.answerId, state: 'stopped' },
    });
    expect(events.some((e) => e.event === 'error')).toBe(false);
    const partial = deltaText(events);
    expect(partial.length).toBeGreaterThan(0);
    const stored = await answerOf(me, sessionId, start.answerId);
    expect(stored).toMatchObject({ state: 'stopped', content: partial, error: '' });
    // Far from the 50 chunks the slow model would have sent.
    expect(events.filter((e) => e.event === 'delta').length).toBeLessThan(20);
    const aborted = await waitFor(
      () => llm.stub.aborted,
      (n) => n > abortedBefore,
      1500,
    );
    expect(aborted).toBe(abortedBefore + 1);
    expect(Date.now() - stoppedAt).toBeLessThan(2000);

    // Stopping what has finished changes nothing.
    const again = await me.post(`${me.completionsUrl(sessionId)}/${start.answerId}/stop`);
    expect(again.json()).toEqual({ stopped: false });
    expect((await answerOf(me, sessionId, start.answerId)).state).toBe('stopped');
    // Only answers of this session can be stopped.
    expect(
      (await me.post(`${me.completionsUrl(sessionId)}/${start.questionId}/stop`)).statusCode,
    ).toBe(404);
    expect((await me.post(`${me.completionsUrl(sessionId)}/999999999/stop`)).statusCode).toBe(404);
  });

  it('stop on a finished answer answers stopped false', async () => {
    const me = await user('13900000002');
    const sessionId = await me.session();
    const { events } = await me.ask(sessionId, { prompt: '短回答' });
    const { answerId } = events[0]!.data as { answerId: string };
    const res = await me.post(`${me.completionsUrl(sessionId)}/${answerId}/stop`);
    expect(res.json()).toEqual({ stopped: false });
    expect((await answerOf(me, sessionId, answerId)).state).toBe('done');
  });

  it('a browser closing mid-answer stores it as stopped and releases upstream', async () => {
    const me = await user('13900000003');
    const sessionId = await me.session();
    const abortedBefore = llm.stub.aborted;
    const { sse, start, controller } = await askLive(me, sessionId, 3);
    const received = deltaText(sse.seen);
    controller.abort();
    await sse.cancel();
    const stored = await waitFor(
      () => answerOf(me, sessionId, start.answerId),
      (m) => m.state !== 'streaming',
    );
    expect(stored.state).toBe('stopped');
    expect(stored.content.startsWith(received)).toBe(true);
    expect(stored.content.length).toBeGreaterThan(0);
    expect(stored.content.length).toBeLessThan(100);
    const aborted = await waitFor(
      () => llm.stub.aborted,
      (n) => n > abortedBefore,
      1500,
    );
    expect(aborted).toBe(abortedBefore + 1);
    // The session takes the next question as usual.
    const next = await me.ask(sessionId, { prompt: '下一个问题' });
    expect(next.events.at(-1)?.event).toBe('done');
  });

  it('sends keep-alive comments on a slow answer, unbuffered and uncompressed', async () => {
    const me = await user('13900000004');
    const sessionId = await me.session();
    const { response, sse, start } = await askLive(me, sessionId, 3);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    expect(response.headers.get('content-encoding')).toBeNull();
    // 200 ms between chunks and a 50 ms keep-alive: comments arrive between deltas.
    expect(sse.comments.filter((c) => c === 'keep-alive').length).toBeGreaterThanOrEqual(2);
    expect(sse.raw).toContain(': keep-alive\n\n');
    await me.post(`${me.completionsUrl(sessionId)}/${start.answerId}/stop`);
    const events = await sse.rest();
    expect(events.at(-1)?.event).toBe('done');
  });

  it('is not compressed even when the client accepts gzip', async () => {
    const me = await user('13900000005');
    const sessionId = await me.session();
    const res = await t.app.inject({
      method: 'POST',
      url: me.completionsUrl(sessionId),
      headers: { ...me.headers, 'accept-encoding': 'gzip, br' },
      payload: { prompt: `请给一个 markdown 例子${'。'.repeat(600)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.body.length).toBeGreaterThan(1024);
    const { events } = parseSse(res.body);
    expect(events.at(-1)?.event).toBe('done');
    expect(deltaText(events)).toContain('| 名称 | 数量 |');
    // JSON answers of the same size are compressed: the plugin is on, streams are exempt.
    const list = await t.app.inject({
      method: 'GET',
      url: me.completionsUrl(sessionId),
      headers: { ...me.headers, 'accept-encoding': 'gzip' },
    });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString()).total).toBe(2);
  });
});
