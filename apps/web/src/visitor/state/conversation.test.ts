import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationMessage } from '@miaoyu/contracts/bot';
import { json, openStreamOf } from '../test/fakes';
import { conversation, fakeServer, KEY, shareInfo, stored } from '../test/fakeServer';
import { boot, loadOlder, startNew } from './conversation';
import type { VisitorContext } from './model';

const contexts: VisitorContext[] = [];
afterEach(() => contexts.splice(0).forEach((ctx) => ctx.running.live?.close()));

function returningVisitor() {
  window.localStorage.setItem(
    `miaoyu-visitor:${KEY}`,
    JSON.stringify({ visitorId: 'v1', token: 't1' }),
  );
  window.localStorage.setItem(`miaoyu-visitor-last:${KEY}`, '9');
}

describe('boot', () => {
  it("asks for the profile, the list and the last conversation's messages at once, then follows it live", async () => {
    returningVisitor();
    let releaseInfo = () => {};
    const infoHeld = new Promise<void>((resolve) => (releaseInfo = resolve));
    const liveAfter: string[] = [];
    const { ctx, requests } = fakeServer({
      'GET /v1/case/share/info': async () => {
        await infoHeld;
        return json(200, shareInfo);
      },
      'GET /v1/case/sessions': () => json(200, { list: [conversation('12'), conversation('9')] }),
      'GET /v1/case/sessions/9/messages': (_init, url) => {
        expect(url.searchParams.get('before')).toBeNull();
        return json(200, { list: [stored('50'), stored('51')], hasMore: true });
      },
      'GET /v1/case/sessions/9/events': (init, url) => {
        liveAfter.push(url.searchParams.get('after')!);
        return new Response(openStreamOf([], init.signal!), {
          headers: { 'content-type': 'text/event-stream' },
        });
      },
    });
    contexts.push(ctx);
    const booted = boot(ctx);
    await expect
      .poll(() => requests.slice().sort())
      .toEqual([
        'GET /v1/case/sessions',
        'GET /v1/case/sessions/9/messages',
        'GET /v1/case/share/info',
      ]);
    releaseInfo();
    await booted;
    const state = ctx.store.get();
    expect(state).toMatchObject({
      phase: 'ready',
      currentId: '9',
      hasMore: true,
      loadingMessages: false,
    });
    expect(state.messages.order).toEqual(['50', '51']);
    await expect.poll(() => liveAfter).toEqual(['51']);
    expect(requests.filter((name) => name.endsWith('/9/messages'))).toHaveLength(1);
  });

  it('opens the newest conversation when the remembered one is gone, and none for a new visitor', async () => {
    returningVisitor();
    const quiet = (init: RequestInit) =>
      new Response(openStreamOf([], init.signal!), {
        headers: { 'content-type': 'text/event-stream' },
      });
    const { ctx } = fakeServer({
      'GET /v1/case/share/info': () => json(200, shareInfo),
      'GET /v1/case/sessions': () => json(200, { list: [conversation('12')] }),
      'GET /v1/case/sessions/12/messages': () =>
        json(200, { list: [stored('70')], hasMore: false }),
      'GET /v1/case/sessions/12/events': quiet,
    });
    contexts.push(ctx);
    await boot(ctx);
    expect(ctx.store.get().currentId).toBe('12');
    expect(ctx.client.identity.lastConversation()).toBe('12');

    window.localStorage.clear();
    const fresh = fakeServer({
      'GET /v1/case/share/info': () => json(200, shareInfo),
      'GET /v1/case/sessions': () => json(200, { list: [] }),
    });
    await boot(fresh.ctx);
    expect(fresh.ctx.store.get()).toMatchObject({ phase: 'ready', currentId: null });
    expect(fresh.requests).toContain('POST /v1/case/visitors');
  });

  it("offers again the buttons of a scene's question only while it is the last message", async () => {
    returningVisitor();
    const quiet = (init: RequestInit) =>
      new Response(openStreamOf([], init.signal!), {
        headers: { 'content-type': 'text/event-stream' },
      });
    const menu = ['售后服务', '购买咨询'];
    const asked = [stored('80', { role: 'visitor' }), stored('81', { choices: menu })];
    const serve = (list: ConversationMessage[]) =>
      fakeServer({
        'GET /v1/case/share/info': () => json(200, shareInfo),
        'GET /v1/case/sessions': () => json(200, { list: [conversation('9')] }),
        'GET /v1/case/sessions/9/messages': () => json(200, { list, hasMore: false }),
        'GET /v1/case/sessions/9/events': quiet,
      }).ctx;
    const waiting = serve(asked);
    contexts.push(waiting);
    await boot(waiting);
    expect(waiting.store.get()).toMatchObject({ followUps: menu, followUpsAreChoices: true });

    const answered = serve([...asked, stored('82', { role: 'visitor' }), stored('83')]);
    contexts.push(answered);
    await boot(answered);
    expect(answered.store.get()).toMatchObject({ followUps: [], followUpsAreChoices: false });
  });

  it('shows only the reason when the key opens no bot', async () => {
    const { ctx } = fakeServer({
      'GET /v1/case/share/info': () =>
        json(404, { message: '这个客服链接不存在或已停用', code: 'BOT_KEY_INVALID' }),
      'GET /v1/case/sessions': () =>
        json(404, { message: '这个客服链接不存在或已停用', code: 'BOT_KEY_INVALID' }),
    });
    await boot(ctx);
    expect(ctx.store.get()).toMatchObject({
      phase: 'fatal',
      problem: '这个客服链接不存在或已停用',
    });
  });

  it('offers a retry when the first load fails for another reason', async () => {
    const { ctx } = fakeServer({
      'GET /v1/case/share/info': () => new Response('bad gateway', { status: 502 }),
      'GET /v1/case/sessions': () => json(200, { list: [] }),
    });
    await boot(ctx);
    expect(ctx.store.get().phase).toBe('failed');
  });
});

describe('paging back and starting again', () => {
  it('loads older messages before the first one shown', async () => {
    const { ctx } = fakeServer({
      'GET /v1/case/sessions/9/messages': (_init, url) => {
        expect(url.searchParams.get('before')).toBe('50');
        return json(200, { list: [stored('48'), stored('49')], hasMore: false });
      },
    });
    ctx.store.set({
      currentId: '9',
      hasMore: true,
      messages: { byId: { '50': stored('50') }, order: ['50'] },
    });
    await loadOlder(ctx);
    expect(ctx.store.get()).toMatchObject({ hasMore: false, loadingOlder: false });
    expect(ctx.store.get().messages.order).toEqual(['48', '49', '50']);
  });

  it('starts a new conversation empty, created with its first question', () => {
    const { ctx, requests } = fakeServer({});
    ctx.store.set({
      currentId: '9',
      status: 'closed',
      messages: { byId: { '50': stored('50') }, order: ['50'] },
    });
    startNew(ctx);
    expect(ctx.store.get()).toMatchObject({
      currentId: null,
      status: 'bot',
      messages: { order: [] },
    });
    expect(requests).toEqual([]);
  });
});
