import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationMessage } from '@miaoyu/contracts/bot';
import { eq } from 'drizzle-orm';
import { orgMembers, users } from '../../../db/schema';
import { forgetSignInsOf } from '../../../plugins/auth/sign-in-cache';
import { teamBot, visitorOf, type BotVisitor } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { deltaText, eventOrder, liveSse } from '../../../../test/sse';

type LiveEvent = { event: string; data: unknown };

/** Waits for the next live event that matches (live events are not chat events). */
const nextWhere = async (
  stream: ReturnType<typeof liveSse>,
  match: (e: LiveEvent) => boolean,
): Promise<LiveEvent> => (await stream.until(match as never)) as LiveEvent;
const isMessage = (content: string) => (e: LiveEvent) =>
  e.event === 'message' && (e.data as ConversationMessage).content === content;

describe.each(DATABASE_KINDS)('handing visitors to people on %s', (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    JOBS_POLL_INTERVAL_MS: '500',
    CHAT_KEEPALIVE_MS: '300',
  };
  useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  // A cancelled fetch leaves a spare connection the server would wait for when closing.
  afterAll(() => t.app.server.closeAllConnections());

  const open = (url: string, headers: Record<string, string>) =>
    fetch(`${base}${url}`, { headers }).then((res) => {
      expect(res.status).toBe(200);
      return liveSse(res);
    });
  const visitorStream = (v: BotVisitor, key: string, sessionId: string, after = '0') =>
    open(`/v1/case/sessions/${sessionId}/events?key=${key}&after=${after}`, v.headers);
  const agentStream = (agent: ChatUser, orgId: string, sessionId: string, after = '0') =>
    open(`/v1/orgs/${orgId}/inbox/${sessionId}/events?after=${after}`, agent.headers);

  async function teamWithAgent(n: number) {
    const owner = await user(`139222${n}0001`);
    const bot = await teamBot(t, owner, 100 + n);
    const agent = await user(`139222${n}0002`);
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(bot.orgId), userId: BigInt(agent.id), role: 'member' });
    return { owner, bot, agent };
  }

  it('hands a conversation to a person who replies live; the bot stays quiet meanwhile', async () => {
    const { bot, agent } = await teamWithAgent(1);
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    await visitor.ask(sessionId, '退货运费由谁承担？');
    const live = await visitorStream(visitor, bot.key, sessionId);

    const asked = await visitor.post(`/v1/case/sessions/${sessionId}/handoff`);
    expect(asked.json()).toEqual({ status: 'pending', agent: null });
    await nextWhere(
      live,
      (e) => e.event === 'status' && (e.data as { status: string }).status === 'pending',
    );

    const inbox = (await agent.get(`/v1/orgs/${bot.orgId}/inbox?box=pending`)).json();
    expect(inbox.list.map((c: { id: string }) => c.id)).toEqual([sessionId]);
    expect(inbox.total).toBe(1);
    expect(inbox.list[0].lastMessage.length).toBeGreaterThan(0);
    expect((await agent.get(`/v1/orgs/${bot.orgId}/inbox/counts`)).json().pending).toBe(1);

    const taken = await agent.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/take`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().status).toBe('agent');
    const reply = await agent.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/reply`, {
      content: '您好，我是人工客服，马上为您处理。',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const seen = await nextWhere(live, isMessage('您好，我是人工客服，马上为您处理。'));
    expect((seen.data as ConversationMessage).role).toBe('agent');
    expect((seen.data as ConversationMessage).agent?.name).toBeTruthy();

    // While a person holds it, the visitor's message goes to them, not to the model.
    const held = await visitor.ask(sessionId, '好的，谢谢');
    expect(eventOrder(held.events)).toEqual(['start', 'done']);
    expect(deltaText(held.events)).toBe('');
    expect((await agent.get(`/v1/orgs/${bot.orgId}/inbox/counts`)).json()).toMatchObject({
      mine: 1,
      unread: 1,
    });
    const read = await agent.get(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/messages`);
    expect(read.json().list.at(-1).content).toBe('好的，谢谢');
    expect((await agent.get(`/v1/orgs/${bot.orgId}/inbox/counts`)).json().unread).toBe(0);

    // Back to the bot: it answers again.
    await agent.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/release`);
    const again = await visitor.ask(sessionId, '发票多久到？');
    expect(eventOrder(again.events)).toContain('delta');
    await agent.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/take`);
    const closed = await agent.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/close`);
    expect(closed.json().status).toBe('closed');
    const late = await visitor.ask(sessionId, '还有问题');
    expect(late.res.statusCode).toBe(409);
    expect(late.res.json().code).toBe('CONVERSATION_CLOSED');
    await live.cancel();
  });

  it("gives an agent who was offline the visitor's messages when they reconnect", async () => {
    const { bot, agent } = await teamWithAgent(2);
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    await visitor.post(`/v1/case/sessions/${sessionId}/handoff`);
    await agent.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/take`);

    const first = await agentStream(agent, bot.orgId, sessionId);
    await visitor.ask(sessionId, '第一条');
    const got = await nextWhere(first, isMessage('第一条'));
    const lastId = (got.data as ConversationMessage).id;
    await first.cancel();

    // The agent's connection is down: the visitor writes twice.
    await visitor.ask(sessionId, '第二条');
    await visitor.ask(sessionId, '第三条');
    const back = await agentStream(agent, bot.orgId, sessionId, lastId);
    await nextWhere(back, isMessage('第三条'));
    const contents = (back.seen as LiveEvent[])
      .filter((e) => e.event === 'message')
      .map((e) => (e.data as ConversationMessage).content);
    expect(contents).toEqual(['第二条', '第三条']);
    await back.cancel();
  });

  it('hands over by itself when the knowledge base knows nothing, if the bot is set to', async () => {
    const { owner, bot, agent } = await teamWithAgent(3);
    const settingsUrl = `/v1/orgs/${bot.orgId}/helpers/${bot.helperId}/bot`;
    const current = (await owner.get(settingsUrl)).json();
    const saved = await owner.put(settingsUrl, {
      ...current,
      handoff: { enabled: true, onNoAnswer: true, minScore: 0.3 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    const known = await visitor.ask(sessionId, '退货运费由谁承担？');
    expect(eventOrder(known.events)).toContain('citations');
    const unknown = await visitor.ask(sessionId, '你们支持火星配送吗？');
    expect(deltaText(unknown.events)).toContain('人工客服');
    const pending = (await agent.get(`/v1/orgs/${bot.orgId}/inbox?box=pending`)).json();
    expect(pending.list.map((c: { id: string }) => c.id)).toEqual([sessionId]);

    const logs = await owner.get(`/v1/orgs/${bot.orgId}/bot-logs?unanswered=true`);
    expect(logs.statusCode, logs.body).toBe(200);
    expect(logs.json().list).toMatchObject([{ id: sessionId, handedOff: true, unanswered: 1 }]);
  });

  it('holds a visitor to a few live streams at once', async () => {
    const { bot } = await teamWithAgent(5);
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await visitorStream(visitor, bot.key, sessionId));
    const url = `${base}/v1/case/sessions/${sessionId}/events?key=${bot.key}&after=0`;
    const sixth = await fetch(url, { headers: visitor.headers });
    expect(sixth.status).toBe(429);
    // Another visitor is not held to this one's streams; a closed stream frees its place.
    const other = await visitorOf(t, bot.key);
    const theirs = await visitorStream(other, bot.key, await other.start());
    await streams.pop()!.cancel();
    await expect
      .poll(async () => {
        const again = await fetch(url, { headers: visitor.headers });
        if (again.ok) await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    await Promise.all([...streams, theirs].map((stream) => stream.cancel()));
  });

  it('holds a studio account to a few dozen live streams at once, as visitors are held', async () => {
    const { bot, agent } = await teamWithAgent(6);
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    await visitor.post(`/v1/case/sessions/${sessionId}/handoff`);
    const inboxUrl = `/v1/orgs/${bot.orgId}/inbox/events`;
    const streams = [];
    // Twenty between the inbox and a conversation, as a few tabs hold them.
    for (let i = 0; i < 10; i++) {
      streams.push(await open(inboxUrl, agent.headers));
      streams.push(await agentStream(agent, bot.orgId, sessionId));
    }
    for (const url of [inboxUrl, `/v1/orgs/${bot.orgId}/inbox/${sessionId}/events?after=0`]) {
      const refused = await fetch(`${base}${url}`, { headers: agent.headers });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    }
    // A colleague is not held to this account's streams; a closed stream frees its place.
    const colleague = await user('13922260003');
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(bot.orgId), userId: BigInt(colleague.id), role: 'member' });
    const theirs = await open(inboxUrl, colleague.headers);
    await streams.pop()!.cancel();
    await expect
      .poll(async () => {
        const again = await fetch(`${base}${inboxUrl}`, { headers: agent.headers });
        if (again.ok) await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    await Promise.all([...streams, theirs].map((stream) => stream.cancel()));
  });

  it('keeps the inbox to its team, and one holder at a time', async () => {
    const { owner, bot, agent } = await teamWithAgent(4);
    const outsider = await user('13922240009');
    const colleague = await user('13922240003');
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(bot.orgId), userId: BigInt(colleague.id), role: 'member' });
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    await visitor.post(`/v1/case/sessions/${sessionId}/handoff`);
    expect((await outsider.get(`/v1/orgs/${bot.orgId}/inbox`)).statusCode).toBe(404);
    expect(
      (await outsider.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/reply`, { content: 'x' }))
        .statusCode,
    ).toBe(404);
    await agent.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/take`);
    const second = await colleague.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/take`);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONVERSATION_TAKEN');
    const theirReply = await colleague.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/reply`, {
      content: '我来',
    });
    expect(theirReply.statusCode).toBe(409);
    const release = await colleague.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/release`);
    expect(release.statusCode).toBe(403);
    // A member may not read the logs.
    expect((await agent.get(`/v1/orgs/${bot.orgId}/bot-logs`)).statusCode).toBe(403);

    // The holder leaves the team: the conversation waits for a person again, for a colleague,
    // whose open inbox hears of it.
    const inbox = await open(`/v1/orgs/${bot.orgId}/inbox/events`, colleague.headers);
    const removed = await owner.del(`/v1/orgs/${bot.orgId}/members/${agent.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await nextWhere(
      inbox,
      (e) => e.event === 'changed' && (e.data as { sessionId: string }).sessionId === sessionId,
    );
    await inbox.cancel();
    const waiting = (await colleague.get(`/v1/orgs/${bot.orgId}/inbox/${sessionId}`)).json();
    expect(waiting).toMatchObject({ status: 'pending', agent: null });
    const taken = await colleague.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/take`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'agent', agent: { id: colleague.id } });

    // So when the platform bans the new holder.
    const admin = await user('13922240008');
    await t.app.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, BigInt(admin.id)));
    forgetSignInsOf(BigInt(admin.id));
    const banned = await admin.post(`/v1/admin/users/${colleague.id}/ban`, { reason: '离职' });
    expect(banned.statusCode, banned.body).toBe(200);
    const again = (await owner.get(`/v1/orgs/${bot.orgId}/inbox/${sessionId}`)).json();
    expect(again).toMatchObject({ status: 'pending', agent: null });

    // And when the holder deletes their account.
    const leaving = await user('13922240010');
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(bot.orgId), userId: BigInt(leaving.id), role: 'member' });
    expect((await leaving.post(`/v1/orgs/${bot.orgId}/inbox/${sessionId}/take`)).statusCode).toBe(
      200,
    );
    const deleted = await leaving.post('/v1/user/delete', { confirm: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const waitingAgain = (await owner.get(`/v1/orgs/${bot.orgId}/inbox/${sessionId}`)).json();
    expect(waitingAgain).toMatchObject({ status: 'pending', agent: null });
  });
});
