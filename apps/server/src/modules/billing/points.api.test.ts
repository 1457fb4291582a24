import { describe, expect, it } from 'vitest';
import { chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import type { AppError } from '../../lib/errors';
import {
  addPoints,
  expireGrantedPoints,
  pointBalance,
  releaseStaleReservations,
  reservePoints,
  settleReservation,
  type PointOwner,
} from '.';

describe.each(DATABASE_KINDS)('points on %s', (kind) => {
  const t = useTestApp(kind);
  const user = chatUsers(t);

  async function team(n: number): Promise<PointOwner> {
    const owner = await user(`1397100${String(n).padStart(2, '0')}01`);
    const created = await owner.post('/v1/orgs', { name: `积分团队${n}` });
    expect(created.statusCode, created.body).toBe(200);
    return { orgId: BigInt(created.json().id) };
  }

  const topUp = (owner: PointOwner, amount: number, key: string) =>
    addPoints(t.app.db, owner, {
      kind: 'topup',
      wallet: 'paid',
      amount,
      reason: `order:${key}`,
      idempotencyKey: `order:${key}`,
    });

  /** The ledger sums to each wallet, and what is available is the wallets less what is held. */
  async function balanced(owner: PointOwner) {
    const balance = await pointBalance(t.app.db, owner);
    for (const wallet of balance.wallets) expect(wallet.ledgerTotal).toBe(wallet.balance);
    const inWallets = balance.wallets.reduce((sum, w) => sum + w.balance, 0);
    expect(balance.available).toBe(inWallets - balance.held);
    return balance;
  }

  it('50 streams at once against three reservations: three run, the rest are refused, and the balance stays above minus one reservation', async () => {
    const owner = await team(1);
    expect(await topUp(owner, 35, 'a1')).toBe(true);
    const tries = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => reservePoints(t.app.db, owner, 10, `chat:${i}`)),
    );
    const held = tries.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(held).toHaveLength(3);
    for (const refused of tries.filter((r) => r.status === 'rejected'))
      expect((refused.reason as AppError).code).toBe('POINTS_RUN_OUT');
    expect(await balanced(owner)).toMatchObject({ available: 5, held: 30 });

    // Each stream ran past what it held: the tokens were used, so they are spent.
    await Promise.all(held.map((r) => settleReservation(t.app.db, r, 12)));
    const after = await balanced(owner);
    expect(after).toMatchObject({ available: -1, held: 0 });
    expect(after.available).toBeGreaterThanOrEqual(-10);
    // Below zero, nothing more gets through until a top-up.
    await expect(reservePoints(t.app.db, owner, 1, 'chat:x')).rejects.toMatchObject({
      statusCode: 402,
      code: 'POINTS_RUN_OUT',
    });
  });

  it('spends granted points before paid ones, and a reservation settled twice spends once', async () => {
    const owner = await team(2);
    const ends = new Date(Date.now() + 30 * 86_400_000);
    await addPoints(t.app.db, owner, {
      kind: 'grant',
      wallet: 'granted',
      amount: 20,
      expiresAt: ends,
      reason: 'plan:free',
      idempotencyKey: 'plan:free:2',
    });
    await topUp(owner, 100, 'b1');
    const reservation = await reservePoints(t.app.db, owner, 30, 'chat:1');
    expect(await settleReservation(t.app.db, reservation, 25)).toBe(true);
    expect(await settleReservation(t.app.db, reservation, 25)).toBe(false);
    const balance = await balanced(owner);
    expect(balance.available).toBe(95);
    const byKind = Object.fromEntries(balance.wallets.map((w) => [w.kind, w.balance]));
    expect(byKind).toEqual({ granted: 0, paid: 95 });
  });

  it('a top-up told twice counts once, and one team never sees another’s points', async () => {
    const owner = await team(3);
    const other = await team(4);
    expect(await topUp(owner, 50, 'c1')).toBe(true);
    expect(await topUp(owner, 50, 'c1')).toBe(false);
    expect((await balanced(owner)).available).toBe(50);
    expect(await balanced(other)).toMatchObject({ available: 0, held: 0, wallets: [] });
    await expect(reservePoints(t.app.db, other, 1, 'chat:1')).rejects.toMatchObject({
      statusCode: 402,
    });
  });

  it('top-ups and settlements at once neither deadlock nor lose a point', async () => {
    const owner = await team(6);
    await topUp(owner, 100, 'e0');
    const held = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reservePoints(t.app.db, owner, 10, `chat:${i}`)),
    );
    await Promise.all([
      ...held.map((r) => settleReservation(t.app.db, r, 5)),
      ...held.map((_, i) => topUp(owner, 10, `e${i + 1}`)),
    ]);
    expect(await balanced(owner)).toMatchObject({ available: 150, held: 0 });
  });

  it('refuses points that are not a positive whole number', async () => {
    const owner = await team(7);
    for (const amount of [0, -5, 1.5, Number.NaN])
      await expect(reservePoints(t.app.db, owner, amount, 'chat:1')).rejects.toThrow(TypeError);
    await expect(topUp(owner, -10, 'f1')).rejects.toThrow(TypeError);
    await topUp(owner, 10, 'f2');
    const reservation = await reservePoints(t.app.db, owner, 5, 'chat:2');
    await expect(settleReservation(t.app.db, reservation, Number.NaN)).rejects.toThrow(TypeError);
    expect(await settleReservation(t.app.db, reservation, 2)).toBe(true);
    expect(await balanced(owner)).toMatchObject({ available: 8, held: 0 });
  });

  it('the sweeper gives back what a stream long gone still holds, and leaves a running one alone', async () => {
    const owner = await team(5);
    await topUp(owner, 40, 'd1');
    const gone = await reservePoints(t.app.db, owner, 10, 'chat:gone');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const running = await reservePoints(t.app.db, owner, 10, 'chat:running');
    expect(await releaseStaleReservations(t.app.db, 60_000)).toBe(0);
    // Older than 25 ms: only the first.
    expect(await releaseStaleReservations(t.app.db, 25)).toBeGreaterThanOrEqual(1);
    expect(await balanced(owner)).toMatchObject({ available: 30, held: 10 });
    // A stream that outlived its reservation still pays for what it used, once.
    expect(await settleReservation(t.app.db, gone, 10)).toBe(true);
    expect(await settleReservation(t.app.db, gone, 10)).toBe(false);
    expect(await settleReservation(t.app.db, running, 4)).toBe(true);
    expect(await balanced(owner)).toMatchObject({ available: 26, held: 0 });
  });

  it('granted points end with their period, and what is left of them is no longer spent', async () => {
    const owner = await team(8);
    await addPoints(t.app.db, owner, {
      kind: 'grant',
      wallet: 'granted',
      amount: 30,
      expiresAt: new Date(Date.now() + 300),
      reason: 'plan:free',
      idempotencyKey: 'plan:free:8',
    });
    await topUp(owner, 5, 'g1');
    const during = await reservePoints(t.app.db, owner, 10, 'chat:1');
    await settleReservation(t.app.db, during, 10);
    expect(await balanced(owner)).toMatchObject({ available: 25 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await expireGrantedPoints(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await expireGrantedPoints(t.app.db)).toBe(0);
    const after = await balanced(owner);
    expect(after.available).toBe(5);
    expect(Object.fromEntries(after.wallets.map((w) => [w.kind, w.balance]))).toEqual({
      granted: 0,
      paid: 5,
    });
  });

  it('an event key is the owner’s own: another team’s order with the same number still counts', async () => {
    const first = await team(9);
    const second = await team(10);
    expect(await topUp(first, 10, 'same')).toBe(true);
    expect(await topUp(second, 20, 'same')).toBe(true);
    expect((await balanced(first)).available).toBe(10);
    expect((await balanced(second)).available).toBe(20);
  });
});
