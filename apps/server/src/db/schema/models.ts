import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns';
import { organisations } from './orgs';
import { users } from './users';

/** An organisation's OpenAI-compatible model endpoint; the key is encrypted with APP_SECRET. */
export const modelProviders = pgTable(
  'model_providers',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['openai-compatible'] }).notNull(),
    baseUrl: text('base_url').notNull(),
    /** AES-256-GCM: base64url(iv | tag | ciphertext); empty when there is no key. */
    apiKeyEncrypted: text('api_key_encrypted').notNull().default(''),
    apiKeyLast4: text('api_key_last4').notNull().default(''),
    models: jsonb('models')
      .$type<{ id: string; kind?: 'chat' | 'embedding'; vision: boolean; contextSize: number }[]>()
      .notNull(),
    defaultModel: text('default_model').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('model_providers_org_idx').on(t.orgId)],
);

/**
 * Private hosts (`host` or `host:port`, as the outbound guard compares them) that platform admins
 * allowed for model endpoints, beside the environment's LLM_ALLOWED_HOSTS.
 */
export const modelAllowedHosts = pgTable('model_allowed_hosts', {
  host: text('host').primaryKey(),
  note: text('note').notNull().default(''),
  createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
