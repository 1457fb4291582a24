import type { KeySuspension } from '@miaoyu/contracts';
import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every table shares, so ids, references and times look alike everywhere. */
export const id = () => bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'bigint' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A key whose holder left the team, was banned or deleted their account: refused until an admin
 * hands it to someone else. Set when they go, so coming back does not bring it back.
 */
export const keySuspension = {
  suspendedAt: at('suspended_at'),
  suspendedReason: text('suspended_reason').$type<KeySuspension>(),
};
