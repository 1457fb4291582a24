import { bigint, timestamp } from 'drizzle-orm/pg-core';

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
