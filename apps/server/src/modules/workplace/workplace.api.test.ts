import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarDay } from '@miaoyu/contracts';
import { chatMessages } from '../../db/schema';
import { addKey, serviceHelper, visitorOf } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

describe.each(DATABASE_KINDS)('workplace figures on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model'], { chunks: 1, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  it("counts the team's helpers and the visitors its bots talked with today", async () => {
    const owner = await user('13977770001');
    // Making the team makes it the owner's current organisation.
    const orgId: string = (await owner.post('/v1/orgs', { name: '工作台团队' })).json().id;
    const helperId = await serviceHelper(owner, orgId, { model: 'env:stub-model' });
    await serviceHelper(owner, orgId, { name: '夜班客服' });
    const { key } = await addKey(owner, orgId, helperId);

    const ask = async (visitor: Awaited<ReturnType<typeof visitorOf>>, sessionId: string) => {
      const { res } = await visitor.ask(sessionId, '发票多久到？');
      expect(res.statusCode, res.body).toBe(200);
    };
    // One visitor in two conversations counts once.
    const regular = await visitorOf(t, key);
    await ask(regular, await regular.start());
    await ask(regular, await regular.start());
    const another = await visitorOf(t, key);
    await ask(another, await another.start());
    // One who came only yesterday does not count today.
    const yesterday = await visitorOf(t, key);
    const old = await yesterday.start();
    await ask(yesterday, old);
    await t.app.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 36 * 3_600_000) })
      .where(eq(chatMessages.sessionId, BigInt(old)));

    const overview = await owner.get('/v1/workplace/overview');
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().stats).toMatchObject({ helpers: 2, visitorsToday: 2 });

    // Someone else's team counts nothing of it.
    const outsider = await user('13977770002');
    await outsider.post('/v1/orgs', { name: '别的团队' });
    const theirs = (await outsider.get('/v1/workplace/overview')).json();
    expect(theirs.stats).toMatchObject({ helpers: 0, visitorsToday: 0 });
  });

  it("counts the chart's days in the viewer's time zone, and refuses a zone that is none", async () => {
    const owner = await user('13977770003');
    const orgId: string = (await owner.post('/v1/orgs', { name: '时区团队' })).json().id;
    const helperId = await serviceHelper(owner, orgId, { model: 'env:stub-model' });
    const { key } = await addKey(owner, orgId, helperId);
    const visitor = await visitorOf(t, key);
    const sessionId = await visitor.start();
    expect((await visitor.ask(sessionId, '在吗？')).res.statusCode).toBe(200);
    // 20:00 UTC two days ago: the next morning in Shanghai, the same noon in Los Angeles.
    const at = new Date();
    at.setUTCDate(at.getUTCDate() - 2);
    at.setUTCHours(20, 0, 0, 0);
    await t.app.db
      .update(chatMessages)
      .set({ createdAt: at })
      .where(eq(chatMessages.sessionId, BigInt(sessionId)));

    for (const zone of ['Asia/Shanghai', 'America/Los_Angeles']) {
      const res = await owner.get(`/v1/workplace/overview?timeZone=${encodeURIComponent(zone)}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.timeZone).toBe(zone);
      expect(body.dailyMessages.at(-1).date).toBe(calendarDay(new Date(), zone));
      const busy = body.dailyMessages.filter((day: { count: number }) => day.count > 0);
      expect(busy.map((day: { date: string }) => day.date)).toEqual([calendarDay(at, zone)]);
    }
    expect(calendarDay(at, 'Asia/Shanghai')).not.toBe(calendarDay(at, 'America/Los_Angeles'));

    const wrong = await owner.get('/v1/workplace/overview?timeZone=Mars%2FOlympus');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0].msg).toMatch(/时区|time zone/);
  });
});
