import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ConversationMessage } from '@miaoyu/contracts/bot';
import { chatMessages, files } from '../../../db/schema';
import { buildApp, type App } from '../../../app';
import { testConfig } from '../../../config';
import { addKey, serviceHelper, visitorOf, type BotVisitor } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp, type TestApp } from '../../../../test/harness';
import { multipart } from '../../../../test/multipart';
import { eventOrder, liveSse, parseSse } from '../../../../test/sse';

/** An event of a conversation's live stream (not a chat answer's event). */
type LiveEvent = { event: string; data: unknown };

/** The seconds a 429's message tells the visitor to wait. */
const secondsIn = (message: string) => Number(/(\d+)\s*秒/.exec(message)?.[1]);

/** Chat messages stored in a conversation. */
async function stored(t: TestApp, sessionId: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, BigInt(sessionId)));
  return row!.n;
}

/** A team with two bots answering from the model alone; each test adds the key it needs. */
function useBots(t: TestApp, phone: string) {
  const team = {} as { owner: ChatUser; orgId: string; helperId: string; cappedId: string };
  beforeAll(async () => {
    team.owner = await chatUsers(t)(phone);
    team.orgId = (await team.owner.post('/v1/orgs', { name: '限额团队' })).json().id;
    const fields = { model: 'env:stub-model' };
    team.helperId = await serviceHelper(team.owner, team.orgId, fields);
    team.cappedId = await serviceHelper(team.owner, team.orgId, { ...fields, name: '限量客服' });
  });
  return team;
}

/** A visitor's text file of `bytes` bytes, sent to one instance or another. */
function sendFile(on: TestApp, key: string, visitor: BotVisitor, bytes: number) {
  const form = multipart({}, [
    {
      field: 'file',
      filename: 'log.txt',
      contentType: 'text/plain',
      body: Buffer.alloc(bytes, 'a'),
    },
  ]);
  return on.app.inject({
    method: 'POST',
    url: `/v1/case/fileId?key=${key}`,
    headers: { ...form.headers, ...visitor.headers },
    payload: form.payload,
  });
}

async function setDailyCap(owner: ChatUser, orgId: string, helperId: string, dailyCap: number) {
  const url = `/v1/orgs/${orgId}/helpers/${helperId}/bot`;
  const saved = await owner.put(url, { ...(await owner.get(url)).json(), dailyCap });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe.each(DATABASE_KINDS)('limits on visitors of a bot on %s', (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    // Each test speaks from its own address, as clients behind the load balancer do.
    TRUST_PROXY: 'true',
    VISITOR_IP_RATE_PER_MINUTE: '8',
    VISITOR_FILES_MB_PER_DAY: '1',
    // An address may send 60 % of it, about 614 KB.
    VISITOR_FILES_ADDRESS_PERCENT: '60',
  };
  const llm = useLlmStub(env, ['stub-model'], { chunks: 1, delayMs: 0 });
  const t = useTestApp(kind, env);
  const team = useBots(t, '13933330001');
  const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

  it('holds a visitor to the per-minute limit, and no other visitor', async () => {
    const key = await addKey(team.owner, team.orgId, team.helperId, { perVisitorPerMinute: 2 });
    const visitor = await visitorOf(t, key.key, from(1));
    const sessionId = await visitor.start();
    for (const prompt of ['第一问', '第二问'])
      expect((await visitor.ask(sessionId, prompt)).res.statusCode).toBe(200);
    const refused = await visitor.ask(sessionId, '第三问');
    expect(refused.res.statusCode).toBe(429);
    expect(refused.res.json().code).toBe('VISITOR_MINUTE_LIMIT');
    const seconds = secondsIn(refused.res.json().message);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    // The refused question is not stored: two questions and their answers.
    expect(await stored(t, sessionId)).toBe(4);

    const other = await visitorOf(t, key.key, from(1));
    const theirs = await other.start();
    expect((await other.ask(theirs, '我也问一下')).res.statusCode).toBe(200);
  });

  it("asks the model for a visitor's next questions only as often as they may ask", async () => {
    const key = await addKey(team.owner, team.orgId, team.helperId, { perVisitorPerMinute: 2 });
    const visitor = await visitorOf(t, key.key, from(9));
    const sessionId = await visitor.start();
    expect((await visitor.ask(sessionId, '第一问')).res.statusCode).toBe(200);
    const before = llm.stub.requests.length;
    for (let i = 0; i < 5; i++) {
      const next = await visitor.post('/v1/case/qa', { sessionId });
      expect(next.statusCode, next.body).toBe(200);
      expect(Array.isArray(next.json().questions)).toBe(true);
    }
    // Two a minute reach the model; the rest get the bot's own suggestions.
    expect(llm.stub.requests.length - before).toBe(2);
  });

  it('holds a visitor to the files their questions could carry, before reading them', async () => {
    const key = await addKey(team.owner, team.orgId, team.helperId, { perVisitorPerMinute: 1 });
    const visitor = await visitorOf(t, key.key, from(10));
    const text = (n: number) =>
      multipart({}, [
        {
          field: 'file',
          filename: `note${n}.txt`,
          contentType: 'text/plain',
          body: Buffer.from(`第${n}份`),
        },
      ]);
    const send = (n: number) => {
      const form = text(n);
      return t.app.inject({
        method: 'POST',
        url: `/v1/case/fileId?key=${key.key}`,
        headers: { ...form.headers, ...visitor.headers },
        payload: form.payload,
      });
    };
    // One question a minute may carry four files.
    for (let n = 1; n <= 4; n++) expect((await send(n)).statusCode).toBe(200);
    const refused = await send(5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('VISITOR_MINUTE_LIMIT');
    const stored = await t.app.db
      .select({ n: count() })
      .from(files)
      .where(eq(files.visitorId, visitor.visitorId));
    expect(stored[0]!.n).toBe(4);

    // The team's bots take 1 MB of files a day here, from all visitors together.
    const big = async (address: number) =>
      sendFile(t, key.key, await visitorOf(t, key.key, from(address)), 600 * 1024);
    expect((await big(11)).statusCode).toBe(200);
    const full = await big(12);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({ code: 'VISITOR_FILES_DAILY_CAP' });
    expect(full.json().message).toContain('1 MB');
  });

  it("holds an address to its share of the team's files a day, however many ids it makes", async () => {
    const orgId = (await team.owner.post('/v1/orgs', { name: '文件团队' })).json().id;
    const helperId = await serviceHelper(team.owner, orgId, { name: '收文件的客服' });
    const key = await addKey(team.owner, orgId, helperId);
    const fresh = () => visitorOf(t, key.key, from(13));
    expect((await sendFile(t, key.key, await fresh(), 250 * 1024)).statusCode).toBe(200);
    expect((await sendFile(t, key.key, await fresh(), 250 * 1024)).statusCode).toBe(200);
    const refused = await sendFile(t, key.key, await fresh(), 250 * 1024);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'VISITOR_FILES_ADDRESS_CAP' });
    expect(refused.json().message).toContain('614 KB');
    // What was refused is not counted: a file that still fits goes.
    expect((await sendFile(t, key.key, await fresh(), 100 * 1024)).statusCode).toBe(200);
    const stored = await t.app.db
      .select({ n: count() })
      .from(files)
      .where(eq(files.orgId, BigInt(orgId)));
    expect(stored[0]!.n).toBe(3);
    // Another address has a share of its own, within the team's day.
    const elsewhere = await visitorOf(t, key.key, from(14));
    expect((await sendFile(t, key.key, elsewhere, 250 * 1024)).statusCode).toBe(200);
  });

  it('holds a visitor to the per-day limit in every conversation', async () => {
    const key = await addKey(team.owner, team.orgId, team.helperId, {
      perVisitorPerMinute: 10,
      perVisitorPerDay: 2,
    });
    const visitor = await visitorOf(t, key.key, from(2));
    const first = await visitor.start();
    await visitor.ask(first, '第一问');
    await visitor.ask(first, '第二问');
    const refused = await visitor.ask(first, '第三问');
    expect(refused.res.statusCode).toBe(429);
    expect(refused.res.json().code).toBe('VISITOR_DAY_LIMIT');
    // A new conversation does not reset the day.
    const second = await visitor.start();
    const again = await visitor.ask(second, '换个会话再问');
    expect(again.res.json().code).toBe('VISITOR_DAY_LIMIT');
    expect(await stored(t, first)).toBe(4);
    expect(await stored(t, second)).toBe(0);

    const other = await visitorOf(t, key.key, from(2));
    expect((await other.ask(await other.start(), '你好')).res.statusCode).toBe(200);
  });

  it('limits an address however many visitor ids it makes', async () => {
    const key = await addKey(team.owner, team.orgId, team.helperId);
    for (let i = 0; i < 8; i++) {
      const visitor = await visitorOf(t, key.key, from(3));
      const asked = await visitor.ask(await visitor.start(), `第${i + 1}位访客`);
      expect(asked.res.statusCode, asked.res.body).toBe(200);
    }
    const fresh = await visitorOf(t, key.key, from(3));
    const sessionId = await fresh.start();
    const refused = await fresh.ask(sessionId, '再换一个身份');
    expect(refused.res.statusCode).toBe(429);
    expect(refused.res.json().code).toBe('RATE_LIMITED');
    expect(secondsIn(refused.res.json().message)).toBeGreaterThanOrEqual(1);
    expect(await stored(t, sessionId)).toBe(0);
    // Another address is not held by it.
    const elsewhere = await visitorOf(t, key.key, from(30));
    expect((await elsewhere.ask(await elsewhere.start(), '你好')).res.statusCode).toBe(200);
  });

  it("caps the bot's answers a day across visitors and keys, not a person's conversations", async () => {
    const { owner, orgId, cappedId } = team;
    await setDailyCap(owner, orgId, cappedId, 2);
    const key = await addKey(owner, orgId, cappedId);
    const otherKey = await addKey(owner, orgId, cappedId, { name: '公众号' });
    const visitors: BotVisitor[] = [];
    const sessions: string[] = [];
    for (let i = 0; i < 3; i++) {
      visitors.push(await visitorOf(t, key.key, from(4)));
      sessions.push(await visitors[i]!.start());
    }
    expect((await visitors[0]!.ask(sessions[0]!, '第一问')).res.statusCode).toBe(200);
    expect((await visitors[1]!.ask(sessions[1]!, '第二问')).res.statusCode).toBe(200);
    const capped = await visitors[2]!.ask(sessions[2]!, '第三问');
    expect(capped.res.statusCode).toBe(429);
    expect(capped.res.json().code).toBe('BOT_DAILY_CAP');
    expect(await stored(t, sessions[2]!)).toBe(0);
    const throughOtherKey = await visitorOf(t, otherKey.key, from(4));
    const viaOther = await throughOtherKey.ask(await throughOtherKey.start(), '换个入口');
    expect(viaOther.res.json().code).toBe('BOT_DAILY_CAP');

    // A person holds the conversation: the visitor's message is for them and not capped.
    await visitors[2]!.post(`/v1/case/sessions/${sessions[2]}/handoff`);
    const taken = await owner.post(`/v1/orgs/${orgId}/inbox/${sessions[2]}/take`);
    expect(taken.statusCode, taken.body).toBe(200);
    const held = await visitors[2]!.ask(sessions[2]!, '找人工');
    expect(held.res.statusCode, held.res.body).toBe(200);
    expect(eventOrder(held.events)).toEqual(['start', 'done']);
    expect(await stored(t, sessions[2]!)).toBe(1);
  });
});

const SHARED_KIND = DATABASE_KINDS.at(-1)!;

/**
 * Two instances behind a load balancer share the database and Redis: a visitor whose questions
 * reach one and then the other is counted once, and an agent reading on one sees what the
 * visitor sends through the other.
 */
describe.runIf(process.env.TEST_REDIS_URL)(
  `limits and live updates across instances on ${SHARED_KIND}`,
  () => {
    const env: Record<string, string> = {
      ...CHAT_TEST_ENV,
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      REDIS_KEY_PREFIX: `miaoyu-test-${randomBytes(6).toString('hex')}:`,
      VISITOR_FILES_MB_PER_DAY: '1',
      VISITOR_FILES_ADDRESS_PERCENT: '60',
    };
    useLlmStub(env, ['stub-model'], { chunks: 1, delayMs: 0 });
    const a = useTestApp(SHARED_KIND, env);
    const b = {} as TestApp;
    let other: App;
    let baseB = '';
    beforeAll(async () => {
      // The second instance must not close the shared database; the first one does.
      const database = { ...a.app.database, close: async () => {} };
      other = await buildApp(testConfig(env), { database });
      await other.listen({ port: 0, host: '127.0.0.1' });
      baseB = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      Object.assign(b, a, { app: other });
    });
    // Registered last, so it runs first: B goes before A closes the database. Shutdown is not
    // what this suite tests, and a stopping instance is bounded by its grace period in
    // production: a close that hangs on a loaded machine is reported, not failed on.
    afterAll(async () => {
      other?.server.closeAllConnections();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), 20_000);
      });
      const outcome = await Promise.race([other?.close().then(() => 'closed' as const), late]);
      clearTimeout(timer);
      if (outcome === 'late')
        console.warn('instance B did not close in 20 s:', process.getActiveResourcesInfo());
    });
    const team = useBots(a, '13933330002');

    /** The visitor's question sent to one instance or the other. */
    const askOn = async (
      on: TestApp,
      key: string,
      v: BotVisitor,
      sessionId: string,
      prompt: string,
    ) => {
      const res = await on.app.inject({
        method: 'POST',
        url: `/v1/case/sessions/${sessionId}/completions?key=${key}`,
        headers: v.headers,
        payload: { prompt, files: [] },
      });
      return { res, events: res.statusCode === 200 ? parseSse(res.body).events : [] };
    };

    it('counts a visitor once whichever instance each question reaches', async () => {
      const key = await addKey(team.owner, team.orgId, team.helperId, { perVisitorPerMinute: 3 });
      const visitor = await visitorOf(a, key.key);
      const sessionId = await visitor.start();
      // Each instance alone sees two questions, under the limit of three.
      for (const [on, prompt] of [
        [a, '一'],
        [b, '二'],
        [a, '三'],
      ] as const)
        expect((await askOn(on, key.key, visitor, sessionId, prompt)).res.statusCode).toBe(200);
      const refused = await askOn(b, key.key, visitor, sessionId, '四');
      expect(refused.res.statusCode).toBe(429);
      expect(refused.res.json().code).toBe('VISITOR_MINUTE_LIMIT');
    });

    it("holds an address to its share of the team's files across instances", async () => {
      const key = await addKey(team.owner, team.orgId, team.helperId);
      const results: number[] = [];
      for (const on of [a, b, a]) {
        const visitor = await visitorOf(a, key.key);
        results.push((await sendFile(on, key.key, visitor, 250 * 1024)).statusCode);
      }
      expect(results).toEqual([200, 200, 413]);
    });

    it("caps the bot's answers across instances", async () => {
      await setDailyCap(team.owner, team.orgId, team.cappedId, 3);
      const key = await addKey(team.owner, team.orgId, team.cappedId);
      const results: number[] = [];
      for (const on of [a, b, a, b]) {
        const visitor = await visitorOf(a, key.key);
        const asked = await askOn(on, key.key, visitor, await visitor.start(), '请问');
        results.push(asked.res.statusCode);
        if (asked.res.statusCode !== 200) expect(asked.res.json().code).toBe('BOT_DAILY_CAP');
      }
      expect(results).toEqual([200, 200, 200, 429]);
    });

    it("brings the visitor's message sent through A to an agent reading on B", async () => {
      const { owner, orgId } = team;
      const key = await addKey(owner, orgId, team.helperId);
      const visitor = await visitorOf(a, key.key);
      const sessionId = await visitor.start();
      await visitor.post(`/v1/case/sessions/${sessionId}/handoff`);
      const taken = await b.app.inject({
        method: 'POST',
        url: `/v1/orgs/${orgId}/inbox/${sessionId}/take`,
        headers: owner.headers,
      });
      expect(taken.statusCode, taken.body).toBe(200);

      const res = await fetch(`${baseB}/v1/orgs/${orgId}/inbox/${sessionId}/events?after=0`, {
        headers: owner.headers,
      });
      expect(res.status).toBe(200);
      const live = liveSse(res);
      const until = async (match: (e: LiveEvent) => boolean) =>
        (await live.until(match as never)) as LiveEvent;
      // The stream is ready once it has told the conversation's status.
      await until((e) => e.event === 'status');
      const sent = Date.now();
      const asked = await askOn(a, key.key, visitor, sessionId, '人工客服在吗？');
      expect(asked.res.statusCode).toBe(200);
      const seen = await until(
        (e) =>
          e.event === 'message' && (e.data as ConversationMessage).content === '人工客服在吗？',
      );
      expect((seen.data as ConversationMessage).role).toBe('visitor');
      // Through Redis at once, not on the stream's 15-second re-read.
      expect(Date.now() - sent).toBeLessThan(5_000);
      await live.cancel();
    });
  },
);
