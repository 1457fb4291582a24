/**
 * The rules of points. A stream reserves before it calls a model, in one conditional statement,
 * so streams at once can never take more than there is; when it ends (done, stopped, failed or
 * cut off) it spends what it used, granted points first, and gives the rest back. Points come in
 * through the ledger only, each event once.
 */
import type { PointEntryKind, PointWalletKind } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  accountOf,
  addAvailable,
  expiredWallets,
  heldPoints,
  insertReservation,
  insertWallet,
  lockAccount,
  lockReservation,
  lockWallet,
  markReservation,
  moveWallet,
  staleReservations,
  takeAvailable,
  walletsToSpend,
  walletsWithLedger,
  type PointOwner,
} from './points.repo';

export type { PointOwner };

/** Points held for a stream until it is settled. */
export interface Reservation {
  id: bigint;
  accountId: bigint;
  amount: number;
}

/** Points are whole and positive where they move: anything else is a caller's mistake. */
function positivePoints(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new TypeError(`points must be a positive whole number, not ${amount}`);
  return amount;
}

/** Holds `amount` points of the owner's for `purpose`; 402 when they do not have them. */
export async function reservePoints(
  db: Db,
  owner: PointOwner,
  amount: number,
  purpose: string,
): Promise<Reservation> {
  positivePoints(amount);
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, owner);
    if (!(await takeAvailable(tx, account.id, amount)))
      throw new AppError(402, 'POINTS_RUN_OUT', {
        needed: amount,
        available: Math.max(0, account.available),
      });
    return {
      id: await insertReservation(tx, account.id, amount, purpose),
      accountId: account.id,
      amount,
    };
  });
}

/**
 * Ends a reservation with what its stream used: that is spent, the rest given back. Settling
 * twice (a retry) changes nothing the second time; settling one the sweeper released (a stream
 * that outlived it) still spends what was used.
 */
export async function settleReservation(db: Db, reservation: Reservation, spent: number) {
  if (!Number.isFinite(spent)) throw new TypeError(`points spent must be a number, not ${spent}`);
  const used = Math.max(0, Math.round(spent));
  return db.transaction(async (tx) => {
    const row = await lockReservation(tx, reservation.accountId, reservation.id);
    if (!row || row.status === 'settled') return false;
    await markReservation(tx, row.id, { status: 'settled', spent: used });
    await addAvailable(tx, row.accountId, (row.status === 'held' ? row.amount : 0) - used);
    await spendFromWallets(tx, row.accountId, used, `reservation:${row.id}`);
    return true;
  });
}

async function spendFromWallets(tx: Executor, accountId: bigint, spent: number, reason: string) {
  if (spent === 0) return;
  const wallets = await walletsToSpend(tx, accountId);
  let left = spent;
  for (const wallet of wallets) {
    const take = Math.min(left, Math.max(0, wallet.balance));
    if (take === 0) continue;
    await moveWallet(tx, wallet, {
      amount: -take,
      kind: 'spend',
      reason,
      idempotencyKey: `${reason}:${wallet.id}`,
    });
    left -= take;
    if (left === 0) return;
  }
  // It used more than every wallet held (a stream may run past its reservation): the paid
  // wallet goes below zero, and the next top-up pays it back.
  const paid =
    wallets.find((w) => w.kind === 'paid') ?? (await insertWallet(tx, accountId, 'paid', null));
  await moveWallet(tx, paid, {
    amount: -left,
    kind: 'spend',
    reason,
    idempotencyKey: `${reason}:${paid.id}:beyond`,
  });
}

/** Points coming in: a plan's grant (ending with its period), a top-up, a refund, an adjustment. */
export interface PointsIn {
  kind: Exclude<PointEntryKind, 'spend' | 'expire'>;
  wallet: PointWalletKind;
  amount: number;
  /** When granted points end; paid points do not. */
  expiresAt?: Date | null;
  reason: string;
  /** The event's own id (an order, a plan period): told twice, it counts once. */
  idempotencyKey: string;
}

/** Adds points to the owner's wallet of that kind; false when the event was counted before. */
export async function addPoints(db: Db, owner: PointOwner, points: PointsIn) {
  checkPointsIn(points);
  return db.transaction((tx) => addPointsWithin(tx, owner, points));
}

function checkPointsIn(points: PointsIn) {
  // An adjustment may take points away; everything else brings them.
  if (points.kind === 'adjust') positivePoints(Math.abs(points.amount));
  else positivePoints(points.amount);
}

/** As addPoints, inside the caller's transaction (a plan's month granted as it is rolled on). */
export async function addPointsWithin(tx: Executor, owner: PointOwner, points: PointsIn) {
  checkPointsIn(points);
  const account = await accountOf(tx, owner, true);
  const wallets = await walletsToSpend(tx, account.id);
  const expiresAt = points.wallet === 'granted' ? (points.expiresAt ?? null) : null;
  const wallet =
    wallets.find(
      (w) => w.kind === points.wallet && w.expiresAt?.getTime() === expiresAt?.getTime(),
    ) ?? (await insertWallet(tx, account.id, points.wallet, expiresAt));
  const { kind, amount, reason, idempotencyKey } = points;
  const moved = await moveWallet(tx, wallet, { kind, amount, reason, idempotencyKey });
  if (moved) await addAvailable(tx, account.id, amount);
  return moved;
}

/**
 * Gives back what reservations older than `maxAgeMs` hold: their streams are long over, or
 * still running past any answer's length. A stream that settles later still pays what it used.
 */
export async function releaseStaleReservations(db: Db, maxAgeMs: number, limit = 500) {
  const stale = await staleReservations(db, new Date(Date.now() - maxAgeMs), limit);
  let released = 0;
  for (const { id, accountId } of stale) {
    const done = await db.transaction(async (tx) => {
      const row = await lockReservation(tx, accountId, id);
      if (row?.status !== 'held') return false;
      await markReservation(tx, id, { status: 'released' });
      await addAvailable(tx, accountId, row.amount);
      return true;
    });
    if (done) released += 1;
  }
  return released;
}

/** Ends granted points whose period is over: what is left in their wallets is taken away. */
export async function expireGrantedPoints(db: Db, limit = 500) {
  let expired = 0;
  for (const { id, accountId } of await expiredWallets(db, limit)) {
    const done = await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const wallet = await lockWallet(tx, accountId, id);
      if (!wallet || wallet.balance <= 0) return false;
      const entry = { amount: -wallet.balance, kind: 'expire' as const, reason: 'period-over' };
      if (!(await moveWallet(tx, wallet, { ...entry, idempotencyKey: `expire:${id}` })))
        return false;
      await addAvailable(tx, accountId, -wallet.balance);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** What the owner has: available to reserve, held by streams, and each wallet. */
export async function pointBalance(db: Db, owner: PointOwner) {
  const account = await accountOf(db, owner);
  const [wallets, held] = await Promise.all([
    walletsWithLedger(db, account.id),
    heldPoints(db, account.id),
  ]);
  return { available: account.available, held, wallets };
}

/**
 * Ends what is left of the owner's granted points now (their plan was replaced before its month
 * was over: the unused days were credited in money, and the new plan grants its own month).
 */
export async function endGrantsWithin(tx: Executor, owner: PointOwner, reason: string) {
  const account = await accountOf(tx, owner, true);
  let ended = 0;
  for (const wallet of await walletsToSpend(tx, account.id)) {
    if (wallet.kind !== 'granted' || wallet.balance <= 0) continue;
    const entry = { amount: -wallet.balance, kind: 'expire' as const, reason };
    if (!(await moveWallet(tx, wallet, { ...entry, idempotencyKey: `${reason}:${wallet.id}` })))
      continue;
    ended += wallet.balance;
  }
  if (ended > 0) await addAvailable(tx, account.id, -ended);
  return ended;
}
