import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Plan, Subscription } from '@miaoyu/contracts';
import { chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { auditLogs, pointReservations, subscriptions, users } from '../../db/schema';
import { pointBalance, reservePoints } from './points.service';
import { RELEASE_RESERVATIONS_JOB } from './sweeps';

const phone = (n: number, k: number) =>
  `1397200${String(n).padStart(2, '0')}${String(k).padStart(2, '0')}`;

describe.each(DATABASE_KINDS)('plans and their limits on %s', (kind) => {
  const t = useTestApp(kind, { BILLING: 'true' });
  const user = chatUsers(t);

  async function platformAdmin(n: number): Promise<ChatUser> {
    const me = await user(phone(n, 90));
    await t.app.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, BigInt(me.id)));
    return me;
  }

  async function team(n: number) {
    const owner = await user(phone(n, 1));
    const created = await owner.post('/v1/orgs', { name: `套餐团队${n}` });
    expect(created.statusCode, created.body).toBe(200);
    return { owner, orgId: created.json().id as string };
  }

  const subscriptionOf = async (who: ChatUser, orgId: string) => {
    const res = await who.get(`/v1/orgs/${orgId}/subscription`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Subscription;
  };

  const freePlan = async (admin: ChatUser) =>
    ((await admin.get('/v1/admin/plans')).json().list as Plan[]).find((p) => p.free)!;

  const limits = {
    members: 3,
    helpers: 2,
    datasets: 1,
    scenes: 1,
    storageMb: 1,
    requestsPerMinute: 30,
    historyDays: 90,
  };

  it('starts a new team on the free plan with its month of points, granted once however often it is read', async () => {
    const { owner, orgId } = await team(1);
    const first = await subscriptionOf(owner, orgId);
    expect(first.plan).toMatchObject({ free: true, priceMonthFen: 0, currency: 'CNY' });
    expect(first.renews).toBe(true);
    expect(new Date(first.periodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(first.points).toEqual({ available: first.plan.pointsPerMonth, held: 0 });
    expect(first.usage.find((u) => u.key === 'members')).toMatchObject({ used: 1 });
    await Promise.all([1, 2, 3].map(() => subscriptionOf(owner, orgId)));
    expect((await subscriptionOf(owner, orgId)).points.available).toBe(first.plan.pointsPerMonth);
  });

  it('refuses the helper, knowledge base, scene and member past the plan with the plan that lifts it, in either language', async () => {
    const admin = await platformAdmin(2);
    const free = await freePlan(admin);
    const before = free.limits;
    expect((await admin.patch(`/v1/admin/plans/${free.id}`, { limits })).statusCode).toBe(200);
    try {
      const { owner, orgId } = await team(2);
      const base = `/v1/orgs/${orgId}`;
      // Nothing sold lifts the limit yet: the answer says so.
      await owner.post(`${base}/helpers`, { name: '一号', kind: 'chat' });
      await owner.post(`${base}/helpers`, { name: '二号', kind: 'chat' });
      const top = await owner.post(`${base}/helpers`, { name: '三号', kind: 'chat' });
      expect(top.statusCode, top.body).toBe(402);
      expect(top.json()).toMatchObject({ code: 'PLAN_LIMIT_TOP' });
      expect(top.json().message).toContain(free.name);

      const pro = await admin.post('/v1/admin/plans', {
        name: '专业版',
        priceMonthFen: 9900,
        priceYearFen: 99000,
        pointsPerMonth: 20000,
        limits: { ...limits, helpers: null, datasets: 10, scenes: 10, members: 20 },
        sort: 10,
      });
      expect(pro.statusCode, pro.body).toBe(200);
      const refused = await owner.post(`${base}/helpers`, { name: '三号', kind: 'chat' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT_HELPERS' });
      expect(refused.json().message).toBe(
        `套餐「${free.name}」最多 2 个助手，已满。升级到「专业版」可提高上限`,
      );

      expect((await owner.post(`${base}/datasets`, { name: '一号库' })).statusCode).toBe(200);
      const secondDataset = await owner.post(`${base}/datasets`, { name: '二号库' });
      expect(secondDataset.json()).toMatchObject({ code: 'PLAN_LIMIT_DATASETS' });
      const english = await t.app.inject({
        method: 'POST',
        url: `${base}/datasets`,
        headers: { ...owner.headers, 'accept-language': 'en-US' },
        payload: { name: 'second' },
      });
      expect(english.statusCode).toBe(402);
      expect(english.json().message).toBe(
        `The “${free.name}” plan’s limit of knowledge bases (1) is reached. “专业版” allows more`,
      );

      expect((await owner.post(`${base}/scenes`, { name: '线索' })).statusCode).toBe(200);
      const scene = await owner.post(`${base}/scenes`, { name: '回访' });
      expect(scene.statusCode).toBe(402);
      expect(scene.json().code).toBe('PLAN_LIMIT_SCENES');

      const invite = (await owner.post(`${base}/invites`, { maxUses: 10 })).json();
      for (const k of [2, 3]) {
        const joined = await (await user(phone(2, k))).post(`/v1/invites/${invite.code}/accept`);
        expect(joined.statusCode, joined.body).toBe(200);
      }
      const fourth = await (await user(phone(2, 4))).post(`/v1/invites/${invite.code}/accept`);
      expect(fourth.statusCode).toBe(402);
      expect(fourth.json().code).toBe('PLAN_LIMIT_MEMBERS');

      const usage = (await subscriptionOf(owner, orgId)).usage;
      expect(Object.fromEntries(usage.map((u) => [u.key, [u.used, u.max]]))).toMatchObject({
        members: [3, 3],
        helpers: [2, 2],
        datasets: [1, 1],
        scenes: [1, 1],
      });

      // On the plan that lifts them, the same team makes what it was refused.
      const moved = await admin.put(`/v1/admin/orgs/${orgId}/subscription`, {
        planId: pro.json().id,
        period: 'year',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ plan: { name: '专业版' }, period: 'year' });
      expect((await owner.post(`${base}/helpers`, { name: '三号', kind: 'chat' })).statusCode).toBe(
        200,
      );
      expect((await owner.post(`${base}/scenes`, { name: '回访' })).statusCode).toBe(200);
      const audited = await t.app.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'subscription.set'), eq(auditLogs.orgId, BigInt(orgId))));
      expect(audited).toHaveLength(1);
    } finally {
      await admin.patch(`/v1/admin/plans/${free.id}`, { limits: before });
    }
  });

  it('lets only one of five helpers made at once take the last place', async () => {
    const admin = await platformAdmin(3);
    const free = await freePlan(admin);
    const { owner, orgId } = await team(3);
    const room = free.limits.helpers!;
    for (let i = 1; i < room; i += 1)
      await owner.post(`/v1/orgs/${orgId}/helpers`, { name: `助手${i}`, kind: 'chat' });
    const tries = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        owner.post(`/v1/orgs/${orgId}/helpers`, { name: `同时${i}`, kind: 'chat' }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 402, 402, 402, 402]);
    const used = (await subscriptionOf(owner, orgId)).usage.find((u) => u.key === 'helpers');
    expect(used).toEqual({ key: 'helpers', used: room, max: room });
  });

  it('ends a paid plan with its period (cancelled or not paid again), grants a retried assignment once, and lets only the owner cancel', async () => {
    const admin = await platformAdmin(4);
    const { owner, orgId } = await team(4);
    const team4 = `/v1/orgs/${orgId}`;
    const plan = await admin.post('/v1/admin/plans', {
      name: '团队版',
      priceMonthFen: 19900,
      priceYearFen: 199000,
      pointsPerMonth: 50000,
      limits: { ...limits, helpers: null },
    });
    const free = (await subscriptionOf(owner, orgId)).points.available;
    const assign = () =>
      admin.put(`/v1/admin/orgs/${orgId}/subscription`, {
        planId: plan.json().id,
        period: 'month',
      });
    expect((await assign()).statusCode).toBe(200);
    const twice = await assign();
    expect(twice.json()).toMatchObject({ plan: { name: '团队版' }, renews: true });
    expect(twice.json().points.available).toBe(free + 50000);

    const invite = (await owner.post(`${team4}/invites`, { maxUses: 1 })).json();
    const member = await user(phone(4, 2));
    await member.post(`/v1/invites/${invite.code}/accept`);
    expect((await member.patch(`${team4}/subscription`, { renews: false })).statusCode).toBe(403);
    expect((await member.get(`${team4}/subscription`)).statusCode).toBe(200);
    const outsider = await user(phone(4, 3));
    expect((await outsider.get(`${team4}/subscription`)).statusCode).toBe(404);
    expect((await owner.patch(`${team4}/subscription`, {})).statusCode).toBe(422);

    const cancelled = await owner.patch(`${team4}/subscription`, { renews: false });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: { name: '团队版' }, renews: false });

    // The period paid for ends: the team is on the free plan, a new month of it running.
    await t.app.db
      .update(subscriptions)
      .set({ periodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.orgId, BigInt(orgId)));
    const after = await subscriptionOf(owner, orgId);
    expect(after).toMatchObject({ plan: { free: true }, renews: true, period: 'month' });
    expect(new Date(after.periodStart).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(after.periodEnd).getTime()).toBeGreaterThan(Date.now());
  });

  it('changes only what a plan change sends', async () => {
    const admin = await platformAdmin(7);
    const made = await admin.post('/v1/admin/plans', {
      name: '旧版',
      description: '不再出售',
      priceMonthFen: 100,
      priceYearFen: 1000,
      pointsPerMonth: 10,
      limits,
      active: false,
      sort: 5,
    });
    const changed = await admin.patch(`/v1/admin/plans/${made.json().id}`, { priceMonthFen: 200 });
    expect(changed.json()).toMatchObject({
      priceMonthFen: 200,
      description: '不再出售',
      active: false,
      sort: 5,
    });
    expect((await admin.patch(`/v1/admin/plans/${made.json().id}`, {})).statusCode).toBe(422);
  });

  it('keeps the free plan free and offered, and plans to platform admins', async () => {
    const admin = await platformAdmin(5);
    const free = await freePlan(admin);
    const paid = await admin.patch(`/v1/admin/plans/${free.id}`, { priceMonthFen: 100 });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().code).toBe('PLAN_FREE_FIXED');
    expect((await admin.patch(`/v1/admin/plans/${free.id}`, { active: false })).statusCode).toBe(
      422,
    );
    const { owner } = await team(5);
    expect((await owner.get('/v1/admin/plans')).statusCode).toBe(403);
    expect((await owner.post('/v1/admin/plans', { name: 'x' })).statusCode).toBe(403);
    const offered = (await owner.get('/v1/plans')).json().list as Plan[];
    expect(offered.every((p) => p.active)).toBe(true);
    expect((await owner.get('/v1/billing')).json()).toEqual({ enabled: true });
  });

  it('gives back, as a job, what a reservation its stream outlived still holds', async () => {
    const { owner, orgId } = await team(6);
    const granted = (await subscriptionOf(owner, orgId)).points.available;
    const held = await reservePoints(t.app.db, { orgId: BigInt(orgId) }, 300, 'chat:lost');
    await t.app.db
      .update(pointReservations)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(pointReservations.id, held.id));
    const fresh = await reservePoints(t.app.db, { orgId: BigInt(orgId) }, 200, 'chat:running');
    const id = await t.app.jobs.send(RELEASE_RESERVATIONS_JOB, {});
    await expect
      .poll(async () => (await t.app.jobs.job(RELEASE_RESERVATIONS_JOB, id))?.state, {
        timeout: 20_000,
      })
      .toBe('completed');
    const balance = await pointBalance(t.app.db, { orgId: BigInt(orgId) });
    expect(balance).toMatchObject({ available: granted - fresh.amount, held: fresh.amount });
  });
});

describe.each(DATABASE_KINDS)('billing turned off on %s', (kind) => {
  const t = useTestApp(kind);
  const user = chatUsers(t);

  it('shows no plans and limits nothing', async () => {
    const me = await user(phone(20, 1));
    expect((await me.get('/v1/billing')).json()).toEqual({ enabled: false });
    expect((await me.get('/v1/plans')).statusCode).toBe(404);
    expect((await me.get(`/v1/orgs/${me.orgId}/subscription`)).statusCode).toBe(404);
    for (let i = 0; i < 12; i += 1) {
      const made = await me.post(`/v1/orgs/${me.orgId}/helpers`, {
        name: `助手${i}`,
        kind: 'chat',
      });
      expect(made.statusCode).toBe(200);
    }
  });
});
