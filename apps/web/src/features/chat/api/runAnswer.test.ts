import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatCompletion } from '@miaoyu/contracts/chat';
import type { UserInfo } from '@miaoyu/contracts/user';
import { useSessionStore } from '@/lib/session';
import { useChatStore } from '../store';
import { chatKeys } from './keys';
import { cachedMessages, type MessagePages } from './messageCache';
import { FOLLOW_EVERY_MS } from './followAnswer';
import { ask, stopAnswering } from './runAnswer';

const message = (id: string, role: ChatCompletion['role'], turnId: string): ChatCompletion => ({
  id,
  ts: 0,
  content: `${role} ${id}`,
  role,
  turnId,
  state: 'done',
  error: '',
  model: 'stub-model',
  usage: null,
  attachments: [],
  citations: [],
});

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed answer; with `hold`, it stays open until the request is aborted. */
function sseResponse(parts: string[], signal?: AbortSignal | null, hold = false) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (!hold) return controller.close();
      signal?.addEventListener('abort', () =>
        controller.error(new DOMException('aborted', 'AbortError')),
      );
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

let client: QueryClient;
const requests: { url: string; body: unknown }[] = [];

function stubFetch(answer: (url: string, init: RequestInit) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      requests.push({
        url: String(input),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer(String(input), init);
    }),
  );
}

beforeEach(() => {
  requests.length = 0;
  useSessionStore.setState({ user: { id: '9' } as UserInfo });
  client = new QueryClient();
  const data: MessagePages = {
    // Newest first, as the server sends them.
    pages: [{ list: [message('2', 'assistant', '1'), message('1', 'user', '1')], total: 2 }],
    pageParams: [0],
  };
  client.setQueryData(chatKeys.messages('5'), data);
});
afterEach(() => vi.unstubAllGlobals());

const input = { sessionId: '5', model: 'env:stub-model', usingContext: true, attachments: [] };

describe('ask', () => {
  it('streams the answer into the cache, leaving earlier messages untouched', async () => {
    const before = cachedMessages(client, '5');
    stubFetch(() =>
      sseResponse([
        sse('start', { questionId: '3', answerId: '4', model: 'stub-model' }),
        sse('delta', { content: 'Hel' }),
        ': keep-alive\n\n',
        sse('delta', { content: 'lo' }),
        sse('done', { answerId: '4', state: 'done' }),
      ]),
    );
    await ask(client, { ...input, prompt: 'hi' });
    const after = cachedMessages(client, '5');
    expect(after.map((m) => [m.id, m.role, m.content, m.state])).toEqual([
      ['1', 'user', 'user 1', 'done'],
      ['2', 'assistant', 'assistant 2', 'done'],
      ['3', 'user', 'hi', 'done'],
      ['4', 'assistant', 'Hello', 'done'],
    ]);
    // Same objects: memoised message components skip them while the answer streams.
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[3]?.turnId).toBe('3');
    expect(requests[0]).toEqual({
      url: '/v1/chat/users/9/sessions/5/completions',
      body: {
        prompt: 'hi',
        options: { model: 'env:stub-model', usingContext: true, images: [], files: [] },
      },
    });
    expect(useChatStore.getState().answering['5']).toBeUndefined();
  });

  it('follows an answer the restarting server handed off, from what it stored, to its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stored = (content: string, state: ChatCompletion['state']) =>
      Response.json({
        list: [{ ...message('4', 'assistant', '3'), content, state }, message('3', 'user', '3')],
        total: 4,
      });
    const reads = [stored('Hello, wor', 'streaming'), stored('Hello, world!', 'done')];
    stubFetch((url) =>
      url.includes('/completions?')
        ? reads.shift()!
        : sseResponse([
            sse('start', { questionId: '3', answerId: '4', model: 'stub-model' }),
            sse('delta', { content: 'Hel' }),
            sse('reconnect', { answerId: '4' }),
          ]),
    );
    const asked = ask(client, { ...input, prompt: 'hi' });
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS * 3);
    await asked;
    vi.useRealTimers();
    const answer = cachedMessages(client, '5').at(-1)!;
    expect([answer.id, answer.content, answer.state, answer.error]).toEqual([
      '4',
      'Hello, world!',
      'done',
      '',
    ]);
    expect(requests.filter((r) => r.url.includes('/completions?'))).toHaveLength(2);
  });

  it("keeps a scene question's buttons with the answer that asked, until it is asked again", async () => {
    const ask_ = (extra: string[]) =>
      sseResponse([
        sse('start', { questionId: '3', answerId: '4', model: 'stub-model' }),
        sse('delta', { content: '请问您需要：' }),
        ...extra,
        sse('done', { answerId: '4', state: 'done' }),
      ]);
    const menu = {
      runId: '1',
      nodeId: 'menu',
      prompt: '请问您需要：',
      mode: 'buttons',
      options: [
        { id: 'after', label: '售后服务' },
        { id: 'buy', label: '购买咨询' },
      ],
      fields: [],
    };
    stubFetch(() => ask_([sse('scene-ask', menu)]));
    await ask(client, { ...input, prompt: '在吗' });
    expect(cachedMessages(client, '5').at(-1)?.choices).toEqual(['售后服务', '购买咨询']);

    // Asked again, the answer starts without the old buttons; a form offers none.
    stubFetch(() => ask_([sse('scene-ask', { ...menu, mode: 'form', options: [] })]));
    await ask(client, { ...input, prompt: '在吗', regenerateId: '4' });
    expect(cachedMessages(client, '5').at(-1)?.choices).toBeUndefined();
  });

  it('regenerates an answer in place', async () => {
    stubFetch(() =>
      sseResponse([
        sse('start', { questionId: '1', answerId: '7', model: 'stub-model' }),
        sse('delta', { content: 'again' }),
        sse('done', { answerId: '7', state: 'done' }),
      ]),
    );
    await ask(client, { ...input, prompt: 'user 1', regenerateId: '2' });
    expect(cachedMessages(client, '5').map((m) => [m.id, m.content])).toEqual([
      ['1', 'user 1'],
      ['7', 'again'],
    ]);
    expect((requests[0]?.body as { regenerateId: string }).regenerateId).toBe('2');
  });

  it('undoes everything when the server refuses before the stream', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ message: '问题太长', code: 'VALIDATION' }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(ask(client, { ...input, prompt: 'x' })).rejects.toMatchObject({
      response: { status: 422 },
    });
    expect(cachedMessages(client, '5').map((m) => m.id)).toEqual(['1', '2']);
  });

  it('marks an error event on the answer', async () => {
    stubFetch(() =>
      sseResponse([
        sse('start', { questionId: '3', answerId: '4', model: 'stub-model' }),
        sse('error', { message: '模型服务不可用', code: 'MODEL_ERROR', answerId: '4' }),
      ]),
    );
    await ask(client, { ...input, prompt: 'hi' });
    expect(cachedMessages(client, '5').at(-1)).toMatchObject({
      id: '4',
      state: 'error',
      error: '模型服务不可用',
    });
  });

  it('stops: tells the server, aborts, and keeps the partial text as stopped', async () => {
    stubFetch((url, init) =>
      url.endsWith('/stop')
        ? new Response(JSON.stringify({ stopped: true }), { status: 200 })
        : sseResponse(
            [
              sse('start', { questionId: '3', answerId: '4', model: 'm' }),
              sse('delta', { content: 'par' }),
            ],
            init.signal,
            true,
          ),
    );
    const answer = ask(client, { ...input, prompt: 'long' });
    await vi.waitFor(() => expect(cachedMessages(client, '5').at(-1)?.content).toBe('par'));
    await stopAnswering('5');
    await answer;
    expect(cachedMessages(client, '5').at(-1)).toMatchObject({
      id: '4',
      content: 'par',
      state: 'stopped',
    });
    expect(requests.map((r) => r.url)).toContain('/v1/chat/users/9/sessions/5/completions/4/stop');
  });
});
