import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreatedOrder, Subscription } from '@miaoyu/contracts';
import { chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import {
  merchantKeys,
  platformKey,
  startWechatPayStub,
  type WechatPayStub,
} from '../../../../test/payments/wechatpay-stub';
import { testConfig } from '../../../config';
import { orders, paymentEvents } from '../../../db/schema';
import { reconcileOrders } from './reconcile';
import { paymentChannels } from './registry';
import { wechatPayChannel, WechatPayError } from './wechat-pay';
import { loadWechatKeys } from './wechat-pay-crypto';

const phone = (n: number, k: number) =>
  `1397400${String(n).padStart(2, '0')}${String(k).padStart(2, '0')}`;
const MCHID = '1900009191';
const APPID = 'wxd678efh567hg6787';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const APIV3 = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';
const merchant = merchantKeys();
const platform = platformKey('publicKey');

describe.each(DATABASE_KINDS)('WeChat Pay against a local WeChat Pay on %s', (kind) => {
  let stub: WechatPayStub;
  const env: Record<string, string> = {
    BILLING: 'true',
    PAYMENT_CHANNELS: 'sandbox,wechat',
    PUBLIC_URL: 'https://studio.example.com',
    WECHATPAY_MCHID: MCHID,
    WECHATPAY_APPID: APPID,
    WECHATPAY_MERCHANT_SERIAL: SERIAL,
    WECHATPAY_PRIVATE_KEY: merchant.privateKeyPem,
    WECHATPAY_APIV3_KEY: APIV3,
    WECHATPAY_PUBLIC_KEY_ID: platform.serial,
    WECHATPAY_PUBLIC_KEY: platform.publicKeyPem!,
  };
  beforeAll(async () => {
    stub = await startWechatPayStub({
      mchid: MCHID,
      appid: APPID,
      merchantSerial: SERIAL,
      merchantPublicKey: merchant.publicKey,
      apiV3Key: APIV3,
      platform,
    });
    env.WECHATPAY_BASE_URL = stub.url;
  });
  afterAll(async () => stub?.close());
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function team(n: number) {
    const owner = await user(phone(n, 1));
    const created = await owner.post('/v1/orgs', { name: `微信支付团队${n}` });
    expect(created.statusCode, created.body).toBe(200);
    return { owner, orgId: created.json().id as string };
  }
  const buyPoints = async (owner: ChatUser, orgId: string, client = 'desktop') => {
    const res = await owner.post(`/v1/orgs/${orgId}/orders`, {
      item: { kind: 'points', points: 5_000 },
      channel: 'wechat',
      client,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CreatedOrder;
  };
  const notify = (n: { headers: Record<string, string>; body: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/payments/wechat/notify',
      headers: n.headers,
      payload: n.body,
    });
  const pointsOf = async (owner: ChatUser, orgId: string) =>
    ((await owner.get(`/v1/orgs/${orgId}/subscription`)).json() as Subscription).points.available;
  const statusOf = async (no: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.outTradeNo, no)))[0]!;

  it('pays a desktop order by its QR code and applies the notification once, however often it comes', async () => {
    const { owner, orgId } = await team(1);
    const before = await pointsOf(owner, orgId);
    const { order, pay } = await buyPoints(owner, orgId);
    expect(pay).toEqual({ kind: 'qr', codeUrl: `weixin://wxpay/bizpayurl?pr=${order.outTradeNo}` });
    expect(order.status).toBe('paying');
    expect(stub.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/v3/pay/transactions/native',
      signed: true,
    });
    expect(stub.orders.get(order.outTradeNo)?.total).toBe(500);

    const paid = stub.pay(order.outTradeNo);
    const notice = stub.notification(order.outTradeNo);
    const answers = await Promise.all([1, 2, 3].map(() => notify(notice)));
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204]);
    const row = await statusOf(order.outTradeNo);
    expect(row).toMatchObject({ status: 'paid', channelTradeNo: paid.transactionId });
    expect(await pointsOf(owner, orgId)).toBe(before + 5_000);
    // Told again a day later, still once.
    expect((await notify(stub.notification(order.outTradeNo))).statusCode).toBe(204);
    expect(await pointsOf(owner, orgId)).toBe(before + 5_000);
  });

  it("sends a phone to WeChat Pay's page", async () => {
    const { owner, orgId } = await team(2);
    const { order, pay } = await buyPoints(owner, orgId, 'mobile');
    expect(pay).toMatchObject({ kind: 'redirect' });
    expect((pay as { url: string }).url).toContain(`prepay_id=wx${order.outTradeNo}`);
    expect(stub.calls.at(-1)).toMatchObject({ path: '/v3/pay/transactions/h5', signed: true });
  });

  it('believes no notification that is tampered, stale, signed by an unknown key or for another amount', async () => {
    const { owner, orgId } = await team(3);
    const before = await pointsOf(owner, orgId);
    const { order } = await buyPoints(owner, orgId);
    stub.pay(order.outTradeNo);
    for (const wrong of [
      { tamper: true },
      { ageSeconds: 6 * 60 },
      { serial: 'PUB_KEY_ID_0000000000000000000000000' },
    ]) {
      const res = await notify(stub.notification(order.outTradeNo, wrong));
      expect(res.statusCode, JSON.stringify(wrong)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_NOTICE_INVALID' });
    }
    expect(
      (await notify({ headers: { 'content-type': 'application/json' }, body: '{}' })).statusCode,
    ).toBe(401);
    // Signed and sealed, but for another amount: kept for a person to look at, nothing given.
    expect((await notify(stub.notification(order.outTradeNo, { total: 1 }))).statusCode).toBe(204);
    expect((await statusOf(order.outTradeNo)).status).toBe('paying');
    const [event] = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.outTradeNo, order.outTradeNo));
    expect(event?.outcome).toBe('amount_mismatch');
    expect(await pointsOf(owner, orgId)).toBe(before);
  });

  it('asks WeChat Pay about an order whose notification never came, and closes one nobody paid in time', async () => {
    const { owner, orgId } = await team(4);
    const before = await pointsOf(owner, orgId);
    const paid = (await buyPoints(owner, orgId)).order;
    const unpaid = (await buyPoints(owner, orgId)).order;
    stub.pay(paid.outTradeNo);
    const past = new Date(Date.now() - 10 * 60 * 1000);
    await t.app.db
      .update(orders)
      .set({ updatedAt: past })
      .where(eq(orders.outTradeNo, paid.outTradeNo));
    await t.app.db
      .update(orders)
      .set({ updatedAt: past, expiresAt: past })
      .where(eq(orders.outTradeNo, unpaid.outTradeNo));
    const channels = paymentChannels(testConfig(env));
    expect(await reconcileOrders(t.app, channels)).toBe(2);
    expect((await statusOf(paid.outTradeNo)).status).toBe('paid');
    expect((await statusOf(unpaid.outTradeNo)).status).toBe('closed');
    expect(stub.orders.get(unpaid.outTradeNo)?.state).toBe('CLOSED');
    expect(await pointsOf(owner, orgId)).toBe(before + 5_000);
    // The notification arriving after all changes nothing more.
    expect((await notify(stub.notification(paid.outTradeNo))).statusCode).toBe(204);
    expect(await pointsOf(owner, orgId)).toBe(before + 5_000);
  });

  it('is refused by WeChat Pay when our signature is not the merchant’s, and verifies a platform certificate too', async () => {
    const { owner, orgId } = await team(5);
    const order = await statusOf((await buyPoints(owner, orgId)).order.outTradeNo);
    const forged = wechatPayChannel({
      baseUrl: stub.url,
      appid: APPID,
      notifyUrl: 'https://studio.example.com/v1/payments/wechat/notify',
      keys: loadWechatKeys({
        mchid: MCHID,
        merchantSerial: SERIAL,
        privateKeyPem: merchantKeys().privateKeyPem,
        apiV3Key: APIV3,
        publicKeyId: platform.serial,
        publicKeyPem: platform.publicKeyPem,
      }),
    });
    await expect(
      forged.start(order, { client: 'desktop', returnUrl: '/', ip: '1.2.3.4' }),
    ).rejects.toEqual(new WechatPayError(401, 'SIGN_ERROR'));

    // A merchant that verifies with a platform certificate.
    const certified = platformKey('certificate');
    const certStub = await startWechatPayStub({
      mchid: MCHID,
      appid: APPID,
      merchantSerial: SERIAL,
      merchantPublicKey: merchant.publicKey,
      apiV3Key: APIV3,
      platform: certified,
    });
    try {
      const channel = wechatPayChannel({
        baseUrl: certStub.url,
        appid: APPID,
        notifyUrl: 'https://studio.example.com/v1/payments/wechat/notify',
        keys: loadWechatKeys({
          mchid: MCHID,
          merchantSerial: SERIAL,
          privateKeyPem: merchant.privateKeyPem,
          apiV3Key: APIV3,
          platformCertPem: certified.certPem,
        }),
      });
      expect(
        await channel.start(order, { client: 'desktop', returnUrl: '/', ip: '1.2.3.4' }),
      ).toMatchObject({ kind: 'qr' });
      certStub.pay(order.outTradeNo);
      const n = certStub.notification(order.outTradeNo);
      const notice = await channel.verifyNotice!({ headers: n.headers } as never, n.body);
      expect(notice).toMatchObject({ outTradeNo: order.outTradeNo, state: 'paid', amountFen: 500 });
      await expect(
        channel.verifyNotice!(
          { headers: { ...n.headers, 'wechatpay-serial': platform.serial } } as never,
          n.body,
        ),
      ).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      await certStub.close();
    }
  });
});
