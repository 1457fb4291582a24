import { z } from 'zod';

export * from './plans';
export * from './orders';

/**
 * Points: the one unit all usage is counted in. An owner (a team, or a person without one) holds
 * granted points, which end with their plan's period and are spent first, and paid points, which
 * do not end.
 */
export const pointWalletKindSchema = z.enum(['granted', 'paid']);
export type PointWalletKind = z.infer<typeof pointWalletKindSchema>;

/** What moved points in or out of a wallet: its ledger holds only these, never a balance. */
export const pointEntryKindSchema = z.enum([
  'grant',
  'topup',
  'spend',
  'refund',
  'expire',
  'adjust',
]);
export type PointEntryKind = z.infer<typeof pointEntryKindSchema>;

/**
 * A hold on points while a stream runs: settled once with what it used. One its stream outlived
 * is released by the sweeper (the points given back); settled later, what it used is still spent.
 */
export const pointReservationStatusSchema = z.enum(['held', 'released', 'settled']);
export type PointReservationStatus = z.infer<typeof pointReservationStatusSchema>;
