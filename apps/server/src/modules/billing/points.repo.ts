/** The SQL of points: every read and write takes the account (an organisation's or a person's). */
import { and, asc, eq, gt, gte, isNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { PointEntryKind, PointWalletKind } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { pointAccounts, pointLedger, pointReservations, pointWallets } from '../../db/schema';

/** Whose points: a team's, or a person's own without one. */
export type PointOwner = { orgId: bigint } | { userId: bigint };

const ownedBy = (owner: PointOwner) =>
  'orgId' in owner ? eq(pointAccounts.orgId, owner.orgId) : eq(pointAccounts.userId, owner.userId);

/**
 * The owner's account, made on first use. With `lock`, held for the transaction: whatever moves
 * both an account and its wallets takes the account first, so two such moves never deadlock.
 */
export async function accountOf(db: Executor, owner: PointOwner, lock = false) {
  await db.insert(pointAccounts).values(owner).onConflictDoNothing();
  const query = db.select().from(pointAccounts).where(ownedBy(owner)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row!;
}

/** Holds the account's row for the transaction: taken before its wallets, always. */
export async function lockAccount(db: Executor, accountId: bigint) {
  await db
    .select({ id: pointAccounts.id })
    .from(pointAccounts)
    .where(eq(pointAccounts.id, accountId))
    .for('update');
}

/**
 * Takes `amount` from what the account has available, in one conditional statement: of any
 * number of streams at once, only those the points cover get through. False when they do not.
 */
export async function takeAvailable(db: Executor, accountId: bigint, amount: number) {
  const rows = await db
    .update(pointAccounts)
    .set({ available: sql`${pointAccounts.available} - ${amount}` })
    .where(and(eq(pointAccounts.id, accountId), gte(pointAccounts.available, amount)))
    .returning({ available: pointAccounts.available });
  return rows.length > 0;
}

/** Gives points back to (or, with a negative amount, takes them from) what is available. */
export async function addAvailable(db: Executor, accountId: bigint, amount: number) {
  await db
    .update(pointAccounts)
    .set({ available: sql`${pointAccounts.available} + ${amount}` })
    .where(eq(pointAccounts.id, accountId));
}

export async function insertReservation(
  db: Executor,
  accountId: bigint,
  amount: number,
  purpose: string,
) {
  const [row] = await db
    .insert(pointReservations)
    .values({ accountId, amount, purpose })
    .returning({ id: pointReservations.id });
  return row!.id;
}

/** The reservation, held for the transaction (before its account and wallets). */
export async function lockReservation(db: Executor, accountId: bigint, reservationId: bigint) {
  const [row] = await db
    .select()
    .from(pointReservations)
    .where(and(eq(pointReservations.accountId, accountId), eq(pointReservations.id, reservationId)))
    .for('update');
  return row ?? null;
}

export async function markReservation(
  db: Executor,
  reservationId: bigint,
  end: { status: 'released' } | { status: 'settled'; spent: number },
) {
  await db
    .update(pointReservations)
    .set({ ...end, settledAt: sql`now()` })
    .where(eq(pointReservations.id, reservationId));
}

/** Reservations held since before `before`, of every account: their streams are long gone. */
export function staleReservations(db: Executor, before: Date, limit: number) {
  return db
    .select({ id: pointReservations.id, accountId: pointReservations.accountId })
    .from(pointReservations)
    .where(and(eq(pointReservations.status, 'held'), lt(pointReservations.createdAt, before)))
    .orderBy(asc(pointReservations.createdAt))
    .limit(limit);
}

/**
 * The account's wallets in the order points are spent, locked for the transaction: granted ones
 * first, the soonest to end first, then paid ones.
 */
export function walletsToSpend(db: Executor, accountId: bigint) {
  return db
    .select()
    .from(pointWallets)
    .where(
      and(
        eq(pointWallets.accountId, accountId),
        or(isNull(pointWallets.expiresAt), gt(pointWallets.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(
      sql`case when ${pointWallets.kind} = 'granted' then 0 else 1 end`,
      sql`${pointWallets.expiresAt} asc nulls last`,
      asc(pointWallets.id),
    )
    .for('update');
}

export async function insertWallet(
  db: Executor,
  accountId: bigint,
  kind: PointWalletKind,
  expiresAt: Date | null,
) {
  const [row] = await db.insert(pointWallets).values({ accountId, kind, expiresAt }).returning();
  return row!;
}

/**
 * Writes one ledger entry and moves its wallet by it, unless an entry with the same key is
 * there already (the same event told twice). True when it moved.
 */
export async function moveWallet(
  db: Executor,
  wallet: { id: bigint; accountId: bigint },
  entry: { amount: number; kind: PointEntryKind; reason: string; idempotencyKey: string },
) {
  const walletId = wallet.id;
  const inserted = await db
    .insert(pointLedger)
    .values({ accountId: wallet.accountId, walletId, ...entry })
    .onConflictDoNothing()
    .returning({ id: pointLedger.id });
  if (inserted.length === 0) return false;
  await db
    .update(pointWallets)
    .set({ balance: sql`${pointWallets.balance} + ${entry.amount}` })
    .where(eq(pointWallets.id, walletId));
  return true;
}

/** Granted wallets whose period is over with points still in them, of every account. */
export function expiredWallets(db: Executor, limit: number) {
  return db
    .select({ id: pointWallets.id, accountId: pointWallets.accountId })
    .from(pointWallets)
    .where(
      and(
        eq(pointWallets.kind, 'granted'),
        lte(pointWallets.expiresAt, sql`now()`),
        gt(pointWallets.balance, 0),
      ),
    )
    .limit(limit);
}

/** The wallet, held for the transaction (after its account). */
export async function lockWallet(db: Executor, accountId: bigint, walletId: bigint) {
  const [row] = await db
    .select()
    .from(pointWallets)
    .where(and(eq(pointWallets.accountId, accountId), eq(pointWallets.id, walletId)))
    .for('update');
  return row ?? null;
}

/** The account's wallets with the sum of each one's ledger, to check one against the other. */
export async function walletsWithLedger(db: Executor, accountId: bigint) {
  const wallets = await db.select().from(pointWallets).where(eq(pointWallets.accountId, accountId));
  const sums = await db
    .select({ walletId: pointLedger.walletId, total: sum(pointLedger.amount) })
    .from(pointLedger)
    .where(eq(pointLedger.accountId, accountId))
    .groupBy(pointLedger.walletId);
  const byWallet = new Map(sums.map((s) => [s.walletId, Number(s.total ?? 0)]));
  return wallets.map((w) => ({ ...w, ledgerTotal: byWallet.get(w.id) ?? 0 }));
}

/** Points held by the account's reservations that are not yet settled. */
export async function heldPoints(db: Executor, accountId: bigint) {
  const [row] = await db
    .select({ total: sum(pointReservations.amount) })
    .from(pointReservations)
    .where(and(eq(pointReservations.accountId, accountId), eq(pointReservations.status, 'held')));
  return Number(row?.total ?? 0);
}
