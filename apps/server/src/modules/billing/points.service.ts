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
  heldPoints,
  insertReservation,
  insertWallet,
  moveWallet,
  settleHeld,
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

/** Holds `amount` points of the owner's for `purpose`; 402 when they do not have them. */
export async function reservePoints(
  db: Db,
  owner: PointOwner,
  amount: number,
  purpose: string,
): Promise<Reservation> {
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
 * twice (a retry, the sweeper after the stream) changes nothing the second time.
 */
export async function settleReservation(db: Db, reservation: Reservation, spent: number) {
  const used = Math.max(0, Math.round(spent));
  return db.transaction(async (tx) => {
    const held = await settleHeld(tx, reservation.accountId, reservation.id, used);
    if (!held) return false;
    await addAvailable(tx, reservation.accountId, held.amount - used);
    await spendFromWallets(tx, reservation.accountId, used, `reservation:${reservation.id}`);
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
    await moveWallet(tx, wallet.id, {
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
  await moveWallet(tx, paid.id, {
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
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, owner);
    const wallets = await walletsToSpend(tx, account.id);
    const expiresAt = points.wallet === 'granted' ? (points.expiresAt ?? null) : null;
    const wallet =
      wallets.find(
        (w) => w.kind === points.wallet && w.expiresAt?.getTime() === expiresAt?.getTime(),
      ) ?? (await insertWallet(tx, account.id, points.wallet, expiresAt));
    const { kind, amount, reason, idempotencyKey } = points;
    const moved = await moveWallet(tx, wallet.id, { kind, amount, reason, idempotencyKey });
    if (moved) await addAvailable(tx, account.id, amount);
    return moved;
  });
}

/** Gives back the points of reservations older than `maxAgeMs`: their streams are long over. */
export async function releaseStaleReservations(db: Db, maxAgeMs: number, limit = 500) {
  const stale = await staleReservations(db, new Date(Date.now() - maxAgeMs), limit);
  let released = 0;
  for (const { id, accountId } of stale)
    if (await settleReservation(db, { id, accountId, amount: 0 }, 0)) released += 1;
  return released;
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
