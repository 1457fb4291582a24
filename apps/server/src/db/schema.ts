import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const organisations = pgTable('organisations', {
  id: id(),
  /** Public code for team links (≥ 10 characters, DESIGN.md §6). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['personal', 'team'] }).notNull(),
  /** File code of the team logo. */
  logo: text('logo').notNull().default(''),
  createdBy: ref('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const users = pgTable('users', {
  id: id(),
  phone: text('phone').notNull().unique(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull().default(''),
  role: text('role', { enum: ['admin', 'user'] })
    .notNull()
    .default('user'),
  ban: boolean('ban').notNull().default(false),
  banReason: text('ban_reason'),
  /** The organisation every page currently shows (spec §3 orgId). */
  currentOrgId: ref('current_org_id').references((): AnyPgColumn => organisations.id, {
    onDelete: 'set null',
  }),
  ...timestamps,
});

export const orgMembers = pgTable(
  'org_members',
  {
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_members_user_idx').on(t.userId)],
);

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

/** Uploaded files (avatars, logos, screenshots); the bytes live in the storage backend. */
export const files = pgTable(
  'files',
  {
    id: id(),
    /** Public handle used in URLs; ids stay internal. */
    code: text('code').notNull().unique(),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['avatar', 'logo', 'feedback', 'chat'] }).notNull(),
    /** The uploader's file name (chat attachments). */
    name: text('name').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ...timestamps,
  },
  (t) => [index('files_org_idx').on(t.orgId), index('files_user_idx').on(t.userId)],
);

export const orgInvites = pgTable(
  'org_invites',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The secret part of the invite link (≥ 16 characters). */
    code: text('code').notNull().unique(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    /** Set for an invite addressed to one phone number. */
    phone: text('phone'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ...timestamps,
  },
  (t) => [index('org_invites_org_idx').on(t.orgId), index('org_invites_phone_idx').on(t.phone)],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['bug', 'suggestion', 'other'] }).notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    status: text('status', { enum: ['open', 'replied', 'closed'] })
      .notNull()
      .default('open'),
    ...timestamps,
  },
  (t) => [
    index('feedbacks_user_idx').on(t.userId),
    index('feedbacks_status_idx').on(t.status, t.createdAt),
  ],
);

export const feedbackFiles = pgTable(
  'feedback_files',
  {
    feedbackId: ref('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    fileId: ref('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.fileId] })],
);

export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: id(),
    feedbackId: ref('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId)],
);

/** Which menu entries each platform role sees; a role without a row uses the built-in menu. */
export const roleMenus = pgTable('role_menus', {
  role: text('role', { enum: ['admin', 'user'] }).primaryKey(),
  items: jsonb('items').$type<{ key: string; children?: { key: string }[] }[]>().notNull(),
  updatedBy: ref('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** Admin actions (ban, role change, ownership transfer...), kept for accountability. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorUserId: ref('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_org_idx').on(t.orgId, t.createdAt),
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
  ],
);

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
      .$type<{ id: string; vision: boolean; contextSize: number }[]>()
      .notNull(),
    defaultModel: text('default_model').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('model_providers_org_idx').on(t.orgId)],
);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: id(),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The session's system instruction. */
    topic: text('topic').notNull().default(''),
    chatCompletionType: text('chat_completion_type', { enum: ['chat'] })
      .notNull()
      .default('chat'),
    usingContext: boolean('using_context').notNull().default(true),
    contextSize: integer('context_size').notNull().default(10),
    model: text('model').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('chat_sessions_user_idx').on(t.userId, t.updatedAt)],
);

export type ChatAttachmentRef = {
  code: string;
  kind: 'image' | 'text';
  name: string;
  size: number;
  contentType: string;
};

/** Questions and answers. A question's turn is its own id; its answers share that turn. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    sessionId: ref('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    turnId: ref('turn_id'),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull().default(''),
    state: text('state', { enum: ['streaming', 'done', 'stopped', 'error'] })
      .notNull()
      .default('done'),
    error: text('error').notNull().default(''),
    model: text('model').notNull().default(''),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    attachments: jsonb('attachments').$type<ChatAttachmentRef[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_session_turn_idx').on(t.sessionId, t.turnId.desc(), t.role, t.id.desc()),
  ],
);
