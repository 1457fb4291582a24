import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { chatSessions, orgMembers } from '../../../db/schema';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { GUIDE_MD, knowledgeOf } from '../../../../test/knowledge';
import type { RecordedRequest } from '../../../../test/llm-stub';
import { eventOrder, parseSse } from '../../../../test/sse';

/** What the model saw, as role + text pairs. */
const seen = (request: RecordedRequest | undefined) =>
  (request?.messages ?? []).map((m) => ({ role: m.role, text: String(m.content) }));

describe.each(DATABASE_KINDS)('talking with helpers on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500' };
  const llm = useLlmStub(env, ['stub-model', 'stub-model-alt'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  /** A team whose owner made a public after-sales helper answering from a guide. */
  async function teamWithHelper(n: number) {
    const owner = await user(`1390000${n}001`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `客服团队${n}` })).json().id;
    const kb = knowledgeOf(t, owner, orgId);
    const datasetId = await kb.create('售后指南');
    expect((await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD))).statusCode).toBe(200);
    await kb.settled(datasetId);
    const made = await owner.post(`/v1/orgs/${orgId}/helpers`, {
      name: '售后小助手',
      kind: 'service',
      instruction: '你是售后客服，只回答售后问题。',
      model: 'env:stub-model-alt',
      welcome: '您好，请问有什么售后问题？',
      suggestedQuestions: ['退货运费谁出？'],
      datasetIds: [datasetId],
      visibility: 'public',
    });
    expect(made.statusCode, made.body).toBe(200);
    const helper = made.json() as { id: string; code: string };
    return { owner, orgId, datasetId, helper };
  }

  const useCount = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: `/v1/public/helpers/${code}` })).json().useCount;

  it("answers in a session with the helper's instruction, model and datasets", async () => {
    const { helper } = await teamWithHelper(1);
    const outsider = await user('13900001009');
    const sessionId = await outsider.session({ helperCode: helper.code });
    expect(await useCount(helper.code)).toBe(1);

    const { res, events } = await outsider.ask(sessionId, {
      prompt: '退货运费由谁承担？',
      options: { model: 'env:stub-model', usingContext: true, images: [], files: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(eventOrder(events)).toEqual(['start', 'citations', 'delta', 'usage', 'done']);
    const request = llm.stub.requests.at(-1)!;
    // The helper's model answers, whatever the chat page asked for.
    expect(request.model).toBe('stub-model-alt');
    const [system] = seen(request);
    expect(system!.role).toBe('system');
    expect(system!.text).toContain('你是售后客服');
    expect(system!.text).toContain('退货运费由买家承担');

    const session = (await outsider.get(`/v1/chat/sessions/${sessionId}`)).json();
    expect(session.helper).toEqual({
      code: helper.code,
      name: '售后小助手',
      avatar: '',
      welcome: '您好，请问有什么售后问题？',
      suggestedQuestions: ['退货运费谁出？'],
      modelStatus: 'ok',
    });
    await outsider.session();
    const all = (await outsider.get(`/v1/users/${outsider.id}/chat/session`)).json();
    expect(all.total).toBe(2);
    const withHelper = await outsider.get(
      `/v1/users/${outsider.id}/chat/session?helperCode=${helper.code}`,
    );
    expect(withHelper.json().list.map((s: { sessionId: string }) => s.sessionId)).toEqual([
      sessionId,
    ]);
    expect(withHelper.json().list[0].helper.name).toBe('售后小助手');
    const recent = (await outsider.get('/v1/helpers/recent')).json();
    expect(recent.list.map((h: { code: string }) => h.code)).toEqual([helper.code]);
  });

  it('stops answering someone the helper is no longer shared with', async () => {
    const { owner, orgId, datasetId, helper } = await teamWithHelper(2);
    const outsider = await user('13900002009');
    const sessionId = await outsider.session({ helperCode: helper.code });
    await owner.patch(`/v1/orgs/${orgId}/helpers/${helper.id}`, { visibility: 'team' });
    const { res } = await outsider.ask(sessionId, { prompt: '还在吗？' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('HELPER_NOT_SHARED');
    const refused = await outsider.post('/v1/chat/sessions', { helperCode: helper.code });
    expect(refused.statusCode).toBe(404);
    expect((await outsider.get('/v1/helpers/recent')).json().list).toEqual([]);
    // A teammate still may.
    const teammate = await user('13900002003');
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(orgId), userId: BigInt(teammate.id), role: 'member' });
    const theirs = await teammate.session({ helperCode: helper.code });
    expect((await teammate.ask(theirs, { prompt: '发票多久到？' })).res.statusCode).toBe(200);

    // A helper of their own in the team answers from the team's guide while they belong...
    const own = await teammate.post(`/v1/orgs/${orgId}/helpers`, {
      name: '我的售后助手',
      kind: 'service',
      instruction: '只回答售后问题。',
      model: 'env:stub-model-alt',
      datasetIds: [datasetId],
      visibility: 'private',
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownSession = await teammate.session({ helperCode: own.json().code });
    expect((await teammate.ask(ownSession, { prompt: '退货运费？' })).res.statusCode).toBe(200);
    // ...and not once they are removed: neither the team's knowledge nor its models.
    const removed = await owner.del(`/v1/orgs/${orgId}/members/${teammate.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const asked = llm.stub.requests.length;
    const { res: after } = await teammate.ask(ownSession, { prompt: '退货运费？' });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('HELPER_NOT_SHARED');
    expect(llm.stub.requests.length).toBe(asked);
    const again = await teammate.post('/v1/chat/sessions', { helperCode: own.json().code });
    expect(again.statusCode).toBe(404);
  });

  async function preview(who: ChatUser, orgId: string, body: object) {
    const res = await who.post(`/v1/orgs/${orgId}/helpers/preview`, body);
    return { res, ...(res.statusCode === 200 ? parseSse(res.body) : { events: [] }) };
  }

  it('previews unsaved settings with the conversation so far, storing nothing', async () => {
    const { owner, orgId, datasetId } = await teamWithHelper(3);
    const sessionsBefore = await t.app.db
      .select({ n: count() })
      .from(chatSessions)
      .where(eq(chatSessions.userId, BigInt(owner.id)));
    const settings = {
      name: '草稿',
      kind: 'chat',
      avatar: '',
      description: '',
      instruction: '未保存的指令：用一句话回答。',
      model: '',
      temperature: 0.2,
      contextSize: 4,
      datasetIds: [datasetId],
      topK: 3,
      minScore: 0,
      welcome: '',
      suggestedQuestions: [],
      visibility: 'private',
      category: '',
      tags: [],
    };
    const { res, events } = await preview(owner, orgId, {
      settings,
      messages: [
        { role: 'user', content: '第一问' },
        { role: 'assistant', content: '第一答' },
      ],
      prompt: '发票多久能收到？',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(eventOrder(events)).toEqual(['start', 'citations', 'delta', 'usage', 'done']);
    const request = llm.stub.requests.at(-1)!;
    expect(request.temperature).toBe(0.2);
    expect(seen(request).map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(seen(request)[0]!.text).toContain('未保存的指令');
    expect(seen(request)[0]!.text).toContain('两个工作日');
    const sessionsAfter = await t.app.db
      .select({ n: count() })
      .from(chatSessions)
      .where(eq(chatSessions.userId, BigInt(owner.id)));
    expect(sessionsAfter).toEqual(sessionsBefore);

    const badModel = await preview(owner, orgId, {
      settings: { ...settings, model: 'env:gone' },
      messages: [],
      prompt: '你好',
    });
    expect(badModel.res.statusCode).toBe(422);
    expect(badModel.res.json().detail[0].loc).toEqual(['body', 'settings', 'model']);
    const other = await teamWithHelper(4);
    const foreign = await preview(owner, orgId, {
      settings: { ...settings, datasetIds: [other.datasetId] },
      messages: [],
      prompt: '你好',
    });
    expect(foreign.res.statusCode).toBe(422);
    expect(
      (await preview(other.owner, orgId, { settings, messages: [], prompt: '你好' })).res
        .statusCode,
    ).toBe(404);
  });
});
