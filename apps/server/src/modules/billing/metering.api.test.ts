import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Subscription } from '@miaoyu/contracts';
import { addKey, serviceHelper, visitorOf } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { users } from '../../db/schema';
import { pointBalance, reservePoints } from './points.service';

/** The stub answers every question with 12 prompt tokens and 5 of answer. */
const STUB_USAGE = { prompt: 12, completion: 5 };
/** Points per million tokens set for the stub's model: a tenth and a fifth of a point a token. */
const PRICE = { inputPerMillion: 100_000, outputPerMillion: 200_000, cachedPerMillion: 0 };
const ANSWER_POINTS = Math.ceil(
  (STUB_USAGE.prompt * PRICE.inputPerMillion + STUB_USAGE.completion * PRICE.outputPerMillion) /
    1_000_000,
);

describe.each(DATABASE_KINDS)('answers paid in points on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV, BILLING: 'true' };
  const llm = useLlmStub(env, ['stub-model', 'stub-model-nousage'], { chunks: 5, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function pricedTeam(n: number) {
    const owner = await user(`1397300${String(n).padStart(2, '0')}01`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `计费团队${n}` })).json().id;
    const admin = await user(`1397300${String(n).padStart(2, '0')}90`);
    await t.app.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, BigInt(admin.id)));
    const priced = await admin.put('/v1/admin/point-prices', { model: 'stub-model', ...PRICE });
    expect(priced.statusCode, priced.body).toBe(200);
    return { owner, orgId };
  }

  const pointsOf = async (owner: ChatUser, orgId: string) =>
    ((await owner.get(`/v1/orgs/${orgId}/subscription`)).json() as Subscription).points;

  /** Leaves the team `left` points to reserve (of its month's), held by a stream not ending. */
  async function drain(owner: ChatUser, orgId: string, left: number) {
    const { available } = await pointsOf(owner, orgId);
    await reservePoints(t.app.db, { orgId: BigInt(orgId) }, available - left, 'chat:elsewhere');
  }

  it('spends what an answer used, by the price table, and holds nothing once it ends', async () => {
    const { owner, orgId } = await pricedTeam(1);
    const before = await pointsOf(owner, orgId);
    const sessionId = await owner.session();
    const asked = await owner.ask(sessionId, { prompt: '你好', options: {} });
    expect(asked.res.statusCode, asked.res.body).toBe(200);
    expect(asked.events.at(-1)?.event).toBe('done');
    expect(await pointsOf(owner, orgId)).toEqual({
      available: before.available - ANSWER_POINTS,
      held: 0,
    });
    const balance = await pointBalance(t.app.db, { orgId: BigInt(orgId) });
    for (const wallet of balance.wallets) expect(wallet.ledgerTotal).toBe(wallet.balance);
  });

  it('counts an answer by its characters where the provider counted no tokens', async () => {
    const { owner, orgId } = await pricedTeam(4);
    const before = await pointsOf(owner, orgId);
    const sessionId = await owner.session();
    const asked = await owner.ask(sessionId, {
      prompt: '你好',
      options: { model: 'env:stub-model-nousage' },
    });
    expect(asked.res.statusCode, asked.res.body).toBe(200);
    expect(asked.events.at(-1)?.event).toBe('done');
    // The default price makes a few hundred characters less than a point: one, rounded up.
    expect(await pointsOf(owner, orgId)).toEqual({ available: before.available - 1, held: 0 });
  });

  it('refuses a question the points cannot cover before the model is asked, with a 402', async () => {
    const { owner, orgId } = await pricedTeam(2);
    const sessionId = await owner.session();
    await drain(owner, orgId, 100);
    const asked = llm.stub.requests.length;
    const refused = await owner.ask(sessionId, { prompt: '还能回答吗', options: {} });
    expect(refused.res.statusCode).toBe(402);
    expect(refused.res.json()).toMatchObject({ code: 'POINTS_RUN_OUT' });
    expect(refused.res.json().message).toContain('可用 100 积分');
    expect(llm.stub.requests.length).toBe(asked);
    // Nothing was stored: the question is not in the session.
    const stored = await owner.get(owner.completionsUrl(sessionId));
    expect(stored.json()).toMatchObject({ list: [], total: 0 });
  });

  it("tells a bot's visitor it cannot answer now, never of points, and asks no model", async () => {
    const { owner, orgId } = await pricedTeam(3);
    const helperId = await serviceHelper(owner, orgId, { model: 'env:stub-model' });
    const key = await addKey(owner, orgId, helperId);
    const visitor = await visitorOf(t, key.key);
    const sessionId = await visitor.start();
    await drain(owner, orgId, 50);
    const asked = llm.stub.requests.length;
    const answer = await visitor.ask(sessionId, '退货运费谁出？');
    expect(answer.res.statusCode, answer.res.body).toBe(200);
    const text = answer.events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { content: string }).content)
      .join('');
    expect(text).toBe('抱歉，我现在暂时无法回答。您可以稍后再试，或者转人工客服。');
    expect(text).not.toMatch(/积分|点数|充值/);
    expect(llm.stub.requests.length).toBe(asked);
  });
});
