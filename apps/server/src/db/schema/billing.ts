/**
 * Points: one unit for all usage. Each owner (a team, or a person without one) has an account
 * whose `available` is what may still be reserved; its wallets hold the points (granted ones end
 * with their period, paid ones do not); an append-only ledger says what moved each wallet, so a
 * wallet's balance is the sum of its entries. A stream holds points in a reservation while it
 * runs and spends what it used when it ends.
 */
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PointEntryKind, PointReservationStatus, PointWalletKind } from '@miaoyu/contracts';
import { at, id, ref, timestamps } from './columns';
import { organisations } from './orgs';
import { users } from './users';

const points = (name: string) => bigint(name, { mode: 'number' });

export const pointAccounts = pgTable(
  'point_accounts',
  {
    id: id(),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The wallets' points less those held by reservations; taken only where it stays ≥ 0. */
    available: points('available').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('point_accounts_org_idx').on(t.orgId),
    uniqueIndex('point_accounts_user_idx').on(t.userId),
    check('point_accounts_one_owner', sql`(${t.orgId} is null) <> (${t.userId} is null)`),
  ],
);

export const pointWallets = pgTable(
  'point_wallets',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => pointAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PointWalletKind>().notNull(),
    /** The sum of its ledger entries, kept in the same transaction as each entry. */
    balance: points('balance').notNull().default(0),
    /** When granted points end (with their plan's period); paid points do not. */
    expiresAt: at('expires_at'),
    ...timestamps,
  },
  (t) => [index('point_wallets_account_idx').on(t.accountId)],
);

export const pointLedger = pgTable(
  'point_ledger',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => pointAccounts.id, { onDelete: 'cascade' }),
    walletId: ref('wallet_id')
      .notNull()
      .references(() => pointWallets.id, { onDelete: 'cascade' }),
    /** Points in (positive) or out (negative). */
    amount: points('amount').notNull(),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    /** What moved it: `reservation:12`, `order:…`, `plan:…`. */
    reason: text('reason').notNull(),
    /** The same event told twice moves the owner's wallets once. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_ledger_key_idx').on(t.accountId, t.idempotencyKey),
    index('point_ledger_wallet_idx').on(t.walletId),
  ],
);

export const pointReservations = pgTable(
  'point_reservations',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => pointAccounts.id, { onDelete: 'cascade' }),
    /** Points held while it runs. */
    amount: points('amount').notNull(),
    /** What it used, once settled (may be more than it held: the tokens were used). */
    spent: points('spent'),
    status: text('status').$type<PointReservationStatus>().notNull().default('held'),
    /** What holds it: `chat:…`, `bot:…`, `scene-run:…`. */
    purpose: text('purpose').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    // The sweeper looks only at held reservations, a small part of all of them.
    index('point_reservations_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    index('point_reservations_account_idx').on(t.accountId),
  ],
);
