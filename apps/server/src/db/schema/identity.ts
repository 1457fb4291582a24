/**
 * Signing in through a team's identity providers (DingTalk, WeChat, OpenID Connect): each team's
 * settings, the identities linked to users, and the flows under way.
 */
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref, timestamps } from './columns';
import { organisations } from './orgs';
import { users } from './users';

const provider = (name: string) => text(name, { enum: ['dingtalk', 'wechat', 'oidc'] });

export const teamSignIn = pgTable(
  'team_sign_in',
  {
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: provider('provider').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    joinRole: text('join_role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    /** `open`: someone new the provider vouches for joins the team; `members`: members only. */
    joinPolicy: text('join_policy', { enum: ['open', 'members'] })
      .notNull()
      .default('open'),
    /** What is not secret (app ids, issuer, callback URLs), shown back to the team's managers. */
    settings: jsonb('settings').$type<Record<string, string | string[]>>().notNull(),
    /** The secrets as one JSON object, sealed under APP_SECRET; never sent back. */
    sealedSecrets: text('sealed_secrets').notNull(),
    updatedBy: ref('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.orgId, t.provider] })],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: provider('provider').notNull(),
    /**
     * Whose namespace `subject` is in: the OIDC issuer; `dingtalk` (unionId spans DingTalk);
     * `wechat` for a unionid, `wechat:<appid>` for an openid of an app bound to no Open Platform.
     */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    displayName: text('display_name').notNull().default(''),
    /** The team whose settings it came through (kept when the team goes, as a name). */
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    lastUsedAt: at('last_used_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_identities_subject_idx').on(t.provider, t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** A sign-in (or linking) started and not yet finished: what the provider's answer must match. */
export const signInFlows = pgTable(
  'sign_in_flows',
  {
    id: id(),
    /** sha256 of the `state` sent to the provider. */
    stateHash: text('state_hash').notNull(),
    /** sha256 of the cookie that binds the flow to the browser that started it. */
    browserHash: text('browser_hash').notNull(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: provider('provider').notNull(),
    /** DingTalk `browser`; WeChat `website` or `official`; OIDC `oidc`. */
    mode: text('mode').notNull(),
    callbackUrl: text('callback_url').notNull(),
    redirect: text('redirect').notNull().default('/'),
    /** Sealed PKCE verifier and nonce (OIDC). */
    sealedProof: text('sealed_proof').notNull().default(''),
    /** Set when a signed-in user links an identity instead of signing in. */
    linkUserId: ref('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sign_in_flows_state_idx').on(t.stateHash),
    index('sign_in_flows_expiry_idx').on(t.expiresAt),
  ],
);
