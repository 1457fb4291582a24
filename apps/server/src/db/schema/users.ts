/** Accounts and sign-in: users, their tokens and SMS codes. */
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref, timestamps } from './columns';

export const users = pgTable('users', {
  id: id(),
  /** Null for someone who signed up through DingTalk, WeChat or single sign-on. */
  phone: text('phone').unique(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull().default(''),
  role: text('role', { enum: ['admin', 'user'] })
    .notNull()
    .default('user'),
  ban: boolean('ban').notNull().default(false),
  banReason: text('ban_reason'),
  /**
   * The organisation every page currently shows (spec §3 orgId). Always one the user is a member
   * of: migration 0012 makes (current_org_id, id) a key of org_members, which drizzle cannot
   * declare (losing the membership sets only this column to null).
   */
  currentOrgId: ref('current_org_id'),
  ...timestamps,
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    /** sha256(salt:code); codes are short-lived, the salt keeps equal codes from matching rows. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);
