import { afterEach, describe, expect, it } from 'vitest';
import { eventStream, json, openStreamOf, sse } from '../test/fakes';
import { conversation, fakeServer, shareInfo, stored } from '../test/fakeServer';
import { ask, rate } from './ask';
import { upsert } from './messages';
import type { VisitorContext } from './model';

const contexts: VisitorContext[] = [];
afterEach(() => contexts.splice(0).forEach((ctx) => ctx.running.live?.close()));

/** A live stream that stays open with nothing to say. */
const quietLive = (init: RequestInit) =>
  new Response(openStreamOf([], init.signal!), {
    headers: { 'content-type': 'text/event-stream' },
  });

function server(routes: Parameters<typeof fakeServer>[0]) {
  const fake = fakeServer({
    'POST /v1/case/sessions': () => json(200, conversation('7')),
    'GET /v1/case/sessions/7/events': quietLive,
    ...routes,
  });
  fake.ctx.store.set({ info: shareInfo, phase: 'ready' });
  contexts.push(fake.ctx);
  return fake;
}

describe('ask', () => {
  it('creates the conversation, streams the answer under the stored ids, then offers follow-ups', async () => {
    const { ctx, requests } = server({
      'POST /v1/case/sessions/7/completions': (init, url) => {
        expect(url.searchParams.get('key')).toMatch(/^cs/);
        expect(JSON.parse(String(init.body))).toEqual({
          prompt: '你好',
          files: [],
        });
        return eventStream(
          sse('start', { questionId: '100', answerId: '101', model: 'm' }) +
            sse('citations', {
              citations: [{ title: '退货政策', excerpt: '七天无理由', source: 'f1' }],
            }) +
            sse('delta', { content: '您好，' }) +
            sse('delta', { content: '请问' }) +
            sse('done', { answerId: '101', state: 'done' }),
        );
      },
      'POST /v1/case/qa': () => json(200, { questions: ['还有什么？'] }),
    });
    await ask(ctx, '你好', []);
    const state = ctx.store.get();
    expect(state.currentId).toBe('7');
    expect(state.messages.order).toEqual(['100', '101']);
    expect(state.messages.byId['100']).toMatchObject({ role: 'visitor', content: '你好' });
    expect(state.messages.byId['101']).toMatchObject({
      role: 'bot',
      content: '您好，请问',
      state: 'done',
    });
    expect(state.messages.byId['101']!.citations[0]!.title).toBe('退货政策');
    expect(state.answering).toBeNull();
    expect(ctx.client.identity.lastConversation()).toBe('7');
    await expect.poll(() => ctx.store.get().followUps).toEqual(['还有什么？']);
    expect(requests).toContain('GET /v1/case/sessions/7/events');
  });

  it('follows an answer the restarting server handed off until it is stored whole', async () => {
    const reads = [
      stored('101', { content: '您好，请问您', state: 'streaming' }),
      stored('101', { content: '您好，请问您要退哪件商品？', state: 'done' }),
    ];
    const { ctx } = server({
      'POST /v1/case/sessions/7/completions': () =>
        eventStream(
          sse('start', { questionId: '100', answerId: '101', model: 'm' }) +
            sse('delta', { content: '您好，' }) +
            sse('reconnect', { answerId: '101' }),
        ),
      'GET /v1/case/sessions/7/messages': () =>
        json(200, { list: [stored('100', { role: 'visitor' }), reads.shift()!], hasMore: false }),
      'POST /v1/case/qa': () => json(200, { questions: [] }),
    });
    await ask(ctx, '我要退货', []);
    expect(ctx.store.get().messages.byId['101']).toMatchObject({
      content: '您好，请问您要退哪件商品？',
      state: 'done',
    });
    expect(reads).toHaveLength(0);
  });

  it("shows the server's message on the answer when the question is refused", async () => {
    const { ctx } = server({
      'POST /v1/case/sessions/7/completions': () =>
        json(429, { message: '今天的提问次数已用完，请明天再来', code: 'VISITOR_DAY_LIMIT' }),
    });
    await ask(ctx, '你好', []);
    const { messages } = ctx.store.get();
    const answer = messages.byId[messages.order[1]!]!;
    expect(answer).toMatchObject({ state: 'error', error: '今天的提问次数已用完，请明天再来' });
  });

  it('shows an error event’s message, and an ended conversation as ended', async () => {
    const { ctx } = server({
      'POST /v1/case/sessions/7/completions': () =>
        eventStream(
          sse('start', { questionId: '100', answerId: '101', model: 'm' }) +
            sse('error', { message: '会话已结束，请开始新的会话', code: 'CONVERSATION_CLOSED' }),
        ),
    });
    await ask(ctx, '你好', []);
    const state = ctx.store.get();
    expect(state.messages.byId['101']).toMatchObject({
      state: 'error',
      error: '会话已结束，请开始新的会话',
    });
    expect(state.status).toBe('closed');
  });

  it('marks an answer whose stream was cut before its end', async () => {
    const { ctx } = server({
      'POST /v1/case/sessions/7/completions': () =>
        eventStream(
          sse('start', { questionId: '100', answerId: '101', model: 'm' }) +
            sse('delta', { content: '半' }),
        ),
    });
    await ask(ctx, '你好', []);
    expect(ctx.store.get().messages.byId['101']).toMatchObject({ state: 'error', content: '半' });
  });

  it('shows no bot answer while a person holds the conversation; their reply comes live', async () => {
    let live: ReadableStreamDefaultController<Uint8Array> | null = null;
    const { ctx, told } = server({
      'POST /v1/case/sessions': () =>
        json(200, conversation('7', { status: 'agent', agent: { name: '小王', avatar: '' } })),
      'GET /v1/case/sessions/7/events': () =>
        new Response(
          new ReadableStream<Uint8Array>({ start: (controller) => void (live = controller) }),
          {
            headers: { 'content-type': 'text/event-stream' },
          },
        ),
      'POST /v1/case/sessions/7/completions': () =>
        eventStream(
          sse('start', { questionId: '100', answerId: '', model: '' }) +
            sse('done', { answerId: '', state: 'done' }),
        ),
    });
    await ask(ctx, '在吗', []);
    expect(ctx.store.get().messages.order).toEqual(['100']);
    // The panel is shut: the person's reply counts as unread, and the loader is told.
    ctx.store.set({ visible: false });
    await expect.poll(() => live).not.toBeNull();
    const encoder = new TextEncoder();
    live!.enqueue(
      encoder.encode(sse('message', stored('100', { role: 'visitor', content: '在吗' }))),
    );
    live!.enqueue(
      encoder.encode(
        sse(
          'message',
          stored('102', { role: 'agent', content: '在的', agent: { name: '小王', avatar: '' } }),
        ),
      ),
    );
    await expect.poll(() => ctx.store.get().messages.order).toEqual(['100', '102']);
    expect(ctx.store.get().unread).toBe(1);
    expect(told).toEqual([{ source: 'miaoyu-bot', type: 'unread', count: 1 }]);
  });

  it('shows a bot answer that streams while a person is still awaited', async () => {
    const { ctx } = server({
      'POST /v1/case/sessions': () => json(200, conversation('7', { status: 'pending' })),
      'POST /v1/case/sessions/7/completions': () =>
        eventStream(
          sse('start', { questionId: '100', answerId: '101', model: 'm' }) +
            sse('delta', { content: '请稍候' }) +
            sse('done', { answerId: '101', state: 'done' }),
        ),
      'POST /v1/case/qa': () => json(200, { questions: [] }),
    });
    await ask(ctx, '人呢', []);
    expect(ctx.store.get().messages.order).toEqual(['100', '101']);
    expect(ctx.store.get().messages.byId['101']).toMatchObject({
      content: '请稍候',
      state: 'done',
    });
  });

  it("offers a scene's question as choices, and never doubles words the stored answer already has", async () => {
    let carryOn: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (carryOn = resolve));
    const encoder = new TextEncoder();
    const { ctx } = server({
      'POST /v1/case/sessions/7/completions': () =>
        new Response(
          new ReadableStream({
            async start(controller) {
              controller.enqueue(
                encoder.encode(sse('start', { questionId: '100', answerId: '101', model: '' })),
              );
              await paused;
              controller.enqueue(
                encoder.encode(
                  sse('delta', { content: '请确认：王磊' }) +
                    sse('scene-ask', {
                      runId: '5',
                      nodeId: 'ask_1',
                      prompt: '请确认：王磊',
                      mode: 'buttons',
                      options: [
                        { id: 'ok', label: '确认提交' },
                        { id: 'person', label: '转人工' },
                      ],
                      fields: [],
                    }) +
                    sse('done', { answerId: '101', state: 'done' }),
                ),
              );
              controller.close();
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    });
    const asking = ask(ctx, '我叫王磊', []);
    await expect.poll(() => ctx.store.get().messages.byId['101']?.state).toBe('streaming');
    // The live stream brings the stored answer, whole, before the stream's words are read.
    ctx.store.set((state) => ({
      messages: upsert(state.messages, stored('101', { content: '请确认：王磊' })),
    }));
    carryOn();
    await asking;
    expect(ctx.store.get().messages.byId['101']!.content).toBe('请确认：王磊');
    expect(ctx.store.get()).toMatchObject({
      followUps: ['确认提交', '转人工'],
      followUpsAreChoices: true,
    });
  });

  it('rates an answer, and puts the rating back when the server refuses', async () => {
    let refuse = false;
    const { ctx, fetch } = server({
      'POST /v1/case/completions/101/feedback': () =>
        refuse
          ? json(403, { message: 'no', code: 'STATIC_AUTH_REQUIRED' })
          : json(200, { rating: 'dislike' }),
    });
    ctx.store.set({ messages: { byId: { '101': stored('101') }, order: ['101'] } });
    await rate(ctx, '101', 'dislike', '不准确');
    expect(ctx.store.get().messages.byId['101']!.rating).toBe('dislike');
    const [, init] = fetch.mock.calls.at(-1)!;
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('miaoyu-ai-studio-case visitor');
    expect(headers.get('x-visitor-token')).toBe('t1');
    expect(String(init.body)).toContain('rating=dislike');
    expect(new URLSearchParams(String(init.body)).get('reason')).toBe('不准确');
    refuse = true;
    await rate(ctx, '101', 'like');
    expect(ctx.store.get().messages.byId['101']!.rating).toBe('dislike');
    expect(ctx.store.get().notice).toContain('no');
  });
});
