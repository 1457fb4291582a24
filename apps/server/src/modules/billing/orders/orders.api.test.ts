import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CreatedOrder, Order, Plan, Subscription } from '@miaoyu/contracts';
import { chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { orderListSchema } from '@miaoyu/contracts';
import { orders, orgMembers, paymentEvents, subscriptions, users } from '../../../db/schema';
import { receivePaymentNotice } from './inbox';
import { reconcileOrders } from './reconcile';
import { paymentChannels } from './registry';
import { testConfig } from '../../../config';

const phone = (n: number, k: number) =>
  `1397300${String(n).padStart(2, '0')}${String(k).padStart(2, '0')}`;
const quiet = { warn: () => undefined };
const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('orders paid through the sandbox on %s', (kind) => {
  const t = useTestApp(kind, { BILLING: 'true' });
  const user = chatUsers(t);

  async function team(n: number) {
    const owner = await user(phone(n, 1));
    const created = await owner.post('/v1/orgs', { name: `买家团队${n}` });
    expect(created.statusCode, created.body).toBe(200);
    return { owner, orgId: created.json().id as string };
  }

  async function proPlans(n: number) {
    const admin = await user(phone(n, 90));
    await t.app.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, BigInt(admin.id)));
    const limits = {
      members: null,
      helpers: null,
      datasets: null,
      scenes: null,
      storageMb: null,
      requestsPerMinute: null,
      historyDays: null,
    };
    const make = async (name: string, month: number, pointsPerMonth: number) => {
      const res = await admin.post('/v1/admin/plans', {
        name,
        priceMonthFen: month,
        priceYearFen: month * 10,
        pointsPerMonth,
        limits,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Plan;
    };
    return {
      admin,
      pro: await make(`专业版${n}`, 9_900, 20_000),
      max: await make(`旗舰版${n}`, 29_900, 80_000),
    };
  }

  const order = async (who: ChatUser, orgId: string, body: object) => {
    const res = await who.post(`/v1/orgs/${orgId}/orders`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CreatedOrder;
  };
  const press = (who: ChatUser, orgId: string, no: string, outcome: 'paid' | 'failed') =>
    who.post(`/v1/orgs/${orgId}/orders/${no}/sandbox`, { outcome });
  const subscriptionOf = async (who: ChatUser, orgId: string) =>
    (await who.get(`/v1/orgs/${orgId}/subscription`)).json() as Subscription;

  it('sells points through the sandbox cashier and adds them once, however often the button is pressed', async () => {
    const { owner, orgId } = await team(1);
    const before = (await subscriptionOf(owner, orgId)).points.available;
    const checkout = await owner.get('/v1/checkout');
    expect(checkout.json()).toEqual({ channels: ['sandbox'], fenPerThousandPoints: 100 });

    const { order: created, pay } = await order(owner, orgId, {
      item: { kind: 'points', points: 5_000 },
      channel: 'sandbox',
    });
    expect(created).toMatchObject({
      status: 'paying',
      amountFen: 500,
      listFen: 500,
      currency: 'CNY',
    });
    expect(created.outTradeNo).toMatch(/^MY\d{24}$/);
    expect(pay).toEqual({
      kind: 'redirect',
      url: `/setting/cashier/${orgId}/${created.outTradeNo}`,
    });

    const presses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => press(owner, orgId, created.outTradeNo, 'paid')),
    );
    for (const res of presses) expect(res.statusCode, res.body).toBe(200);
    const paid = presses[0]!.json() as Order;
    expect(paid).toMatchObject({ status: 'paid', channelTradeNo: `SANDBOX${created.outTradeNo}` });
    expect(paid.paidAt).not.toBeNull();
    expect((await subscriptionOf(owner, orgId)).points.available).toBe(before + 5_000);

    // A paid order cannot fail afterwards.
    const late = await press(owner, orgId, created.outTradeNo, 'failed');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    expect((await subscriptionOf(owner, orgId)).points.available).toBe(before + 5_000);
  });

  it('starts a plan when paid, renews it from where it ends, credits the unused rest on upgrade and refuses a cheaper one', async () => {
    const { pro, max } = await proPlans(2);
    const { owner, orgId } = await team(2);

    const first = await order(owner, orgId, {
      item: { kind: 'plan', planId: pro.id, period: 'month' },
      channel: 'sandbox',
    });
    expect(first.order).toMatchObject({ amountFen: 9_900, creditFen: 0, planName: pro.name });
    // Ordered is not paid: the team stays on the free plan, and a failed payment closes it.
    expect((await subscriptionOf(owner, orgId)).plan.free).toBe(true);
    const failed = await press(owner, orgId, first.order.outTradeNo, 'failed');
    expect(failed.json()).toMatchObject({ status: 'closed' });
    expect((await press(owner, orgId, first.order.outTradeNo, 'paid')).statusCode).toBe(409);
    expect((await subscriptionOf(owner, orgId)).plan.free).toBe(true);

    const second = await order(owner, orgId, {
      item: { kind: 'plan', planId: pro.id, period: 'month' },
      channel: 'sandbox',
    });
    // The free month rolling on before the payment comes changes nothing that was priced.
    await t.app.db
      .update(subscriptions)
      .set({ periodEnd: new Date(Date.now() + 3 * DAY) })
      .where(eq(subscriptions.orgId, BigInt(orgId)));
    expect((await press(owner, orgId, second.order.outTradeNo, 'paid')).statusCode).toBe(200);
    const onPro = await subscriptionOf(owner, orgId);
    expect(onPro.plan.id).toBe(pro.id);
    expect(onPro.points.available).toBeGreaterThanOrEqual(20_000);
    const start = new Date(onPro.periodStart);

    // The same plan again is a renewal: the period goes on a month from where it ends.
    const renewal = await order(owner, orgId, {
      item: { kind: 'plan', planId: pro.id, period: 'month' },
      channel: 'sandbox',
    });
    expect(renewal.order).toMatchObject({ amountFen: 9_900, creditFen: 0 });
    await press(owner, orgId, renewal.order.outTradeNo, 'paid');
    const renewed = await subscriptionOf(owner, orgId);
    expect(renewed.periodStart).toBe(onPro.periodStart);
    const months = (d: string) =>
      (new Date(d).getUTCFullYear() - start.getUTCFullYear()) * 12 +
      new Date(d).getUTCMonth() -
      start.getUTCMonth();
    expect(months(renewed.periodEnd)).toBe(2);

    // A cheaper plan waits for the paid one to end.
    await t.app.db
      .update(subscriptions)
      .set({
        periodStart: new Date(Date.now() - 10 * DAY),
        periodEnd: new Date(Date.now() + 20 * DAY),
        periodPaidFen: 9_900,
      })
      .where(eq(subscriptions.orgId, BigInt(orgId)));
    const cheaper = await owner.post(`/v1/orgs/${orgId}/orders`, {
      item: { kind: 'plan', planId: pro.id, period: 'year' },
      channel: 'sandbox',
    });
    expect(cheaper.statusCode, cheaper.body).toBe(200); // a year of the same plan is not cheaper a month
    // Two thirds of the month paid for are left: credited against the bigger plan.
    const upgrade = await order(owner, orgId, {
      item: { kind: 'plan', planId: max.id, period: 'month' },
      channel: 'sandbox',
    });
    expect(upgrade.order.creditFen).toBeGreaterThanOrEqual(6_590);
    expect(upgrade.order.creditFen).toBeLessThanOrEqual(6_600);
    expect(upgrade.order.amountFen).toBe(29_900 - upgrade.order.creditFen);
    await press(owner, orgId, upgrade.order.outTradeNo, 'paid');
    const onMax = await subscriptionOf(owner, orgId);
    expect(onMax.plan.id).toBe(max.id);
    expect(Math.abs(new Date(onMax.periodStart).getTime() - Date.now())).toBeLessThan(60_000);

    // Points left of the replaced plan's month end with it; the new plan's month is granted.
    expect(onMax.points.available).toBe(80_000);

    // An order priced against a subscription that has changed since is paid but not applied.
    const stale = await order(owner, orgId, {
      item: { kind: 'plan', planId: max.id, period: 'month' },
      channel: 'sandbox',
    });
    const moved = new Date(Date.now() + 5 * DAY);
    await t.app.db
      .update(subscriptions)
      .set({ periodEnd: moved })
      .where(eq(subscriptions.orgId, BigInt(orgId)));
    expect((await press(owner, orgId, stale.order.outTradeNo, 'paid')).json()).toMatchObject({
      status: 'paid',
    });
    expect(new Date((await subscriptionOf(owner, orgId)).periodEnd).getTime()).toBe(
      moved.getTime(),
    );
    const [staleEvent] = await t.app.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.outTradeNo, stale.order.outTradeNo));
    expect(staleEvent?.outcome).toBe('paid_not_applied');

    const down = await owner.post(`/v1/orgs/${orgId}/orders`, {
      item: { kind: 'plan', planId: pro.id, period: 'month' },
      channel: 'sandbox',
    });
    expect(down.statusCode).toBe(422);
    expect(down.json()).toMatchObject({ code: 'PLAN_DOWNGRADE_LATER' });
    expect(down.json().message).toContain(max.name);
  });

  it('keeps every notice once and moves an order only forward: duplicates, late, out of order, wrong amounts', async () => {
    const { owner, orgId } = await team(3);
    const { order: o } = await order(owner, orgId, {
      item: { kind: 'points', points: 2_000 },
      channel: 'sandbox',
    });
    const before = (await subscriptionOf(owner, orgId)).points.available;
    const notice = (eventId: string, state: 'paid' | 'closed', amountFen = o.amountFen) => ({
      eventId,
      outTradeNo: o.outTradeNo,
      state,
      amountFen,
      channelTradeNo: 'T1',
      at: new Date(),
      payload: { eventId },
    });
    const receive = (n: ReturnType<typeof notice>, channel: 'sandbox' | 'wechat' = 'sandbox') =>
      receivePaymentNotice(t.app.db, channel, n, quiet);

    expect(await receive(notice('e1', 'paid', o.amountFen + 1))).toBe('amount_mismatch');
    expect(await receive(notice('e2', 'paid'), 'wechat')).toBe('wrong_channel');
    expect(await receive({ ...notice('e3', 'paid'), outTradeNo: 'MY000' })).toBe('unknown_order');
    expect((await subscriptionOf(owner, orgId)).points.available).toBe(before);

    const outcomes = await Promise.all([1, 2, 3].map(() => receive(notice('e4', 'paid'))));
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await receive(notice('e5', 'closed'))).toBe('unchanged');
    expect(await receive(notice('e6', 'paid'))).toBe('unchanged');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.outTradeNo, o.outTradeNo));
    expect(row!.status).toBe('paid');
    expect((await subscriptionOf(owner, orgId)).points.available).toBe(before + 2_000);
    const events = await t.app.db
      .select({ eventId: paymentEvents.eventId, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.outTradeNo, o.outTradeNo));
    expect(events.map((e) => `${e.eventId}:${e.outcome}`).sort()).toEqual([
      'e1:amount_mismatch',
      'e2:wrong_channel',
      'e4:applied',
      'e5:unchanged',
      'e6:unchanged',
    ]);
  });

  it('closes an order nobody paid in time, and a payment the channel proves later still stands', async () => {
    const { owner, orgId } = await team(4);
    const { order: o } = await order(owner, orgId, {
      item: { kind: 'points', points: 1_000 },
      channel: 'sandbox',
    });
    const past = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await t.app.db
      .update(orders)
      .set({ expiresAt: past, updatedAt: past })
      .where(eq(orders.outTradeNo, o.outTradeNo));
    expect(await reconcileOrders(t.app, paymentChannels(testConfig()))).toBeGreaterThanOrEqual(1);
    const closed = await owner.get(`/v1/orgs/${orgId}/orders/${o.outTradeNo}`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(closed.json().closedAt).not.toBeNull();
    // The cashier refuses it now; a channel's proof of payment does not.
    expect((await press(owner, orgId, o.outTradeNo, 'paid')).statusCode).toBe(409);
    const proof = {
      eventId: 'late-1',
      outTradeNo: o.outTradeNo,
      state: 'paid' as const,
      amountFen: o.amountFen,
      channelTradeNo: 'LATE',
      at: new Date(),
      payload: {},
    };
    expect(await receivePaymentNotice(t.app.db, 'sandbox', proof, quiet)).toBe('applied');
    expect((await owner.get(`/v1/orgs/${orgId}/orders/${o.outTradeNo}`)).json()).toMatchObject({
      status: 'paid',
    });
  });

  it('lists the trades by state and kind for the billing manager only, and refuses what cannot be bought', async () => {
    const { admin, pro } = await proPlans(5);
    const { owner, orgId } = await team(5);
    const a = await order(owner, orgId, {
      item: { kind: 'points', points: 3_000 },
      channel: 'sandbox',
    });
    await order(owner, orgId, {
      item: { kind: 'plan', planId: pro.id, period: 'year' },
      channel: 'sandbox',
    });
    await press(owner, orgId, a.order.outTradeNo, 'paid');

    const all = orderListSchema.parse((await owner.get(`/v1/orgs/${orgId}/orders`)).json());
    expect(all.total).toBe(2);
    expect(all.list[0]!.item.kind).toBe('plan'); // newest first
    expect(all.list[1]!.buyerName).not.toBeNull();
    const paid = (await owner.get(`/v1/orgs/${orgId}/orders?status=paid`)).json();
    expect(paid.list.map((o: Order) => o.outTradeNo)).toEqual([a.order.outTradeNo]);
    const plans = (await owner.get(`/v1/orgs/${orgId}/orders?kind=plan`)).json();
    expect(plans.list).toHaveLength(1);
    expect(plans.list[0].amountFen).toBe(99_000);

    const member = await user(phone(5, 2));
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(orgId), userId: BigInt(member.id), role: 'member' });
    expect((await member.get(`/v1/orgs/${orgId}/orders`)).statusCode).toBe(403);
    expect(
      (
        await member.post(`/v1/orgs/${orgId}/orders`, {
          item: { kind: 'points', points: 1_000 },
          channel: 'sandbox',
        })
      ).statusCode,
    ).toBe(403);
    const stranger = await user(phone(5, 3));
    expect((await stranger.get(`/v1/orgs/${orgId}/orders/${a.order.outTradeNo}`)).statusCode).toBe(
      404,
    );
    expect((await press(stranger, orgId, a.order.outTradeNo, 'paid')).statusCode).toBe(404);

    const bad = async (body: object, status: number, code: string) => {
      const res = await owner.post(`/v1/orgs/${orgId}/orders`, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      return res;
    };
    const step = await bad(
      { item: { kind: 'points', points: 1_500 }, channel: 'sandbox' },
      422,
      'VALIDATION_FAILED',
    );
    expect(step.json().detail[0].msg).toContain('1000');
    await bad({ item: { kind: 'points', points: 1_000 }, channel: 'wechat' }, 422, 'CHANNEL_OFF');
    const free = (await owner.get('/v1/plans')).json().list.find((p: Plan) => p.free) as Plan;
    await bad(
      { item: { kind: 'plan', planId: free.id, period: 'month' }, channel: 'sandbox' },
      422,
      'PLAN_NOT_ON_OFFER',
    );
    await bad(
      { item: { kind: 'plan', planId: '999999', period: 'month' }, channel: 'sandbox' },
      422,
      'PLAN_NOT_ON_OFFER',
    );
    const count = await t.app.db.$count(orders, and(eq(orders.orgId, BigInt(orgId))));
    expect(count).toBe(2);

    // A period without a price is not sold.
    const monthly = await admin.post('/v1/admin/plans', {
      name: '按月版5',
      priceMonthFen: 5_000,
      priceYearFen: 0,
      pointsPerMonth: 1_000,
      limits: pro.limits,
    });
    await bad(
      { item: { kind: 'plan', planId: monthly.json().id, period: 'year' }, channel: 'sandbox' },
      422,
      'PLAN_NOT_ON_OFFER',
    );
    // A new plan order replaces the one still open.
    const openPlan = all.list[0]!;
    await order(owner, orgId, {
      item: { kind: 'plan', planId: pro.id, period: 'month' },
      channel: 'sandbox',
    });
    expect(
      (await owner.get(`/v1/orgs/${orgId}/orders/${openPlan.outTradeNo}`)).json(),
    ).toMatchObject({ status: 'closed' });
  });
});

describe.each(DATABASE_KINDS)('orders where billing is off on %s', (kind) => {
  const t = useTestApp(kind);
  const user = chatUsers(t);
  it('has no checkout and no trades', async () => {
    const me = await user(phone(9, 1));
    expect((await me.get('/v1/checkout')).statusCode).toBe(404);
    expect((await me.get(`/v1/orgs/${me.orgId}/orders`)).statusCode).toBe(404);
  });
});
