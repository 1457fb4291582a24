import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChatSession } from '@miaoyu/contracts';
import { chatMessages } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

describe.each(DATABASE_KINDS)('chat sessions on %s', (kind) => {
  // No model configured: questions get the offline answer, enough for session tests.
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);
  const listUrl = (userId: string, query = '') => `/v1/users/${userId}/chat/session${query}`;

  it('creates a session titled 新对话 or New chat by Accept-Language', async () => {
    const zh = await user('13500000001');
    const en = await user('13500000002', 'en-US');
    const a = await zh.post('/v1/chat/sessions', {});
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ sessionId: expect.stringMatching(/^\d+$/), title: '新对话' });
    const b = await en.post('/v1/chat/sessions', { userId: en.id });
    expect(b.json().title).toBe('New chat');
    const one = await zh.get(`/v1/chat/sessions/${a.json().sessionId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      sessionId: a.json().sessionId,
      title: '新对话',
      topic: '',
      chatCompletionType: 'chat',
      usingContext: true,
      contextSize: 10,
      model: '',
    });
    const custom = await zh.post('/v1/chat/sessions', {
      title: '  周报  ',
      topic: '你是翻译',
      usingContext: false,
      contextSize: 3,
      model: 'env:x',
    });
    const stored = (await zh.get(`/v1/chat/sessions/${custom.json().sessionId}`)).json();
    expect(stored).toMatchObject({
      title: '周报',
      topic: '你是翻译',
      usingContext: false,
      contextSize: 3,
      model: 'env:x',
    });
  });

  it('lists newest first with offset, limit and total', async () => {
    const me = await user('13500000003');
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) ids.push(await me.session({ title: `第${n}个` }));
    const page = await me.get(listUrl(me.id, '?offset=0&limit=2'));
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(5);
    expect(page.json().list.map((s: ChatSession) => s.sessionId)).toEqual([ids[4], ids[3]]);
    const next = (await me.get(listUrl(me.id, '?offset=2&limit=2'))).json();
    expect(next.list.map((s: ChatSession) => s.title)).toEqual(['第3个', '第2个']);
    const last = (await me.get(listUrl(me.id, '?offset=4&limit=2'))).json();
    expect(last.list.map((s: ChatSession) => s.sessionId)).toEqual([ids[0]]);
    // Asking in the oldest session moves it to the top.
    const asked = await me.ask(ids[0]!, { prompt: '你好' });
    expect(asked.res.statusCode).toBe(200);
    const top = (await me.get(listUrl(me.id, '?limit=1'))).json();
    expect(top.list[0].sessionId).toBe(ids[0]);
    expect((await me.get(listUrl(me.id, '?limit=0'))).statusCode).toBe(422);
  });

  it('searches titles by keyword, taking % and _ literally', async () => {
    const me = await user('13500000004');
    for (const title of ['100% 完成', 'a_b 测试', 'abc 报告', '周报 Weekly'])
      await me.session({ title });
    const search = async (keyword: string) => {
      const res = await me.get(listUrl(me.id, `?keyword=${encodeURIComponent(keyword)}`));
      expect(res.statusCode).toBe(200);
      return (res.json().list as ChatSession[]).map((s) => s.title).sort();
    };
    expect(await search('%')).toEqual(['100% 完成']);
    expect(await search('_')).toEqual(['a_b 测试']);
    expect(await search('a_')).toEqual(['a_b 测试']);
    expect(await search('weekly')).toEqual(['周报 Weekly']);
    expect(await search('报')).toEqual(['abc 报告', '周报 Weekly']);
    expect(await search('没有')).toEqual([]);
    const counted = await me.get(listUrl(me.id, '?keyword=%25'));
    expect(counted.json().total).toBe(1);
  });

  it('updates title, topic, mode, context and model; an empty update is 422', async () => {
    const me = await user('13500000005');
    const sessionId = await me.session();
    const res = await me.put('/v1/chat/sessions', {
      sessionId,
      title: '翻译助手',
      topic: '把中文翻译成英文',
      chatCompletionType: 'chat',
      usingContext: false,
      contextSize: 4,
      model: 'env:stub-model',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sessionId,
      title: '翻译助手',
      topic: '把中文翻译成英文',
      usingContext: false,
      contextSize: 4,
      model: 'env:stub-model',
    });
    const only = await me.put('/v1/chat/sessions', { sessionId, usingContext: true });
    expect(only.json()).toMatchObject({ title: '翻译助手', usingContext: true, contextSize: 4 });
    expect((await me.get(`/v1/chat/sessions/${sessionId}`)).json()).toMatchObject({
      title: '翻译助手',
      usingContext: true,
    });
    const empty = await me.put('/v1/chat/sessions', { sessionId });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0].msg).toBe('没有需要修改的内容');
    expect((await me.put('/v1/chat/sessions', { sessionId, title: '' })).statusCode).toBe(422);
    expect(
      (await me.put('/v1/chat/sessions', { sessionId, chatCompletionType: 'kb' })).statusCode,
    ).toBe(422);
    expect((await me.put('/v1/chat/sessions', { sessionId, contextSize: 101 })).statusCode).toBe(
      422,
    );
  });

  it('deletes a session with its messages', async () => {
    const me = await user('13500000006');
    const sessionId = await me.session();
    await me.ask(sessionId, { prompt: '第一问' });
    await me.ask(sessionId, { prompt: '第二问' });
    const count = () =>
      t.app.db.$count(chatMessages, eq(chatMessages.sessionId, BigInt(sessionId)));
    expect(await count()).toBe(4);
    const res = await me.del(`/v1/chat/sessions/${sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionId });
    expect(await count()).toBe(0);
    expect((await me.get(`/v1/chat/sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await me.get(me.completionsUrl(sessionId))).statusCode).toBe(404);
    expect((await me.del(`/v1/chat/sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await me.get(listUrl(me.id))).json()).toEqual({ list: [], total: 0 });
  });

  it("refuses another user's id with 403 and another user's session with 404, no data", async () => {
    const owner = await user('13500000007');
    const other = await user('13500000008');
    const sessionId = await owner.session({ title: '私密会话', topic: '机密' });
    const asked = await owner.ask(sessionId, { prompt: '我的秘密问题' });
    const answerId = asked.events.find((e) => e.event === 'start')!.data as { answerId: string };

    // {userId} in the path or body must be the caller.
    expect((await other.get(listUrl(owner.id))).statusCode).toBe(403);
    expect((await other.post('/v1/chat/sessions', { userId: owner.id })).statusCode).toBe(403);
    expect(
      (await other.put('/v1/chat/sessions', { userId: owner.id, sessionId, title: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await other.get(owner.completionsUrl(sessionId))).statusCode).toBe(403);
    expect((await other.post(owner.completionsUrl(sessionId), { prompt: 'x' })).statusCode).toBe(
      403,
    );

    // With their own id, the other user still cannot reach the session: 404 and nothing of it.
    const responses = [
      await other.get(`/v1/chat/sessions/${sessionId}`),
      await other.put('/v1/chat/sessions', { sessionId, title: '抢过来' }),
      await other.del(`/v1/chat/sessions/${sessionId}`),
      await other.get(other.completionsUrl(sessionId)),
      await other.post(other.completionsUrl(sessionId), { prompt: '偷看' }),
      await other.post(`${other.completionsUrl(sessionId)}/${answerId.answerId}/stop`),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('私密');
      expect(res.body).not.toContain('秘密');
    }
    expect((await other.get(listUrl(other.id))).json()).toEqual({ list: [], total: 0 });
    // Untouched for its owner.
    expect((await owner.get(`/v1/chat/sessions/${sessionId}`)).json().title).toBe('私密会话');
    expect((await owner.messages(sessionId)).total).toBe(2);
    // Anonymous callers are 401.
    const anon = await t.app.inject({ method: 'GET', url: `/v1/chat/sessions/${sessionId}` });
    expect(anon.statusCode).toBe(401);
  });
});
