/**
 * A bot's settings and keys, managed by whoever manages its helper (its author, the org's
 * owners and admins); making and changing its keys lets visitors in, which is for owners and
 * admins alone. Only service helpers are bots.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  BOT_KEY_BODY_LENGTH,
  BOT_KEY_PREFIX,
  BOT_KEYS_MAX,
  DEFAULT_BOT_SETTINGS,
  type BotKey,
  type BotSettings,
  type CreateBotKey,
  type updateBotKeySchema,
} from '@miaoyu/contracts/bot';
import type { Executor } from '../../../db/client';
import { publicCode } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { keyAssignerHelper, keyIssuerHelper, managedHelperOfKind } from '../../helpers';
import { keyFields, keyRules, type KeyWithHolder } from '../../keys';
import { conversationsOfKeys, findBotSettings, saveBotSettings, type NewBotKey } from './bots.repo';

/** `cs` and 22 readable letters or digits (~109 bits): unguessable, and easy to read out. */
const newKey = () => BOT_KEY_PREFIX + publicCode(BOT_KEY_BODY_LENGTH);

/** The service helper the caller manages (422 for a helper of another kind). */
const managedBot = (db: Executor, caller: Caller, orgId: bigint, helperId: bigint, lock = true) =>
  managedHelperOfKind(db, caller, orgId, helperId, 'service', 'NOT_A_BOT', lock);

/** The bot, when the caller may make and change its keys (owners and admins). */
async function issuerBot(tx: Executor, caller: Caller, orgId: bigint, helperId: bigint) {
  const helper = await keyIssuerHelper(tx, caller, orgId, helperId, 'bot');
  if (helper.kind !== 'service') throw new AppError(422, 'NOT_A_BOT');
  return helper;
}

/** The keys as listed, with the conversations each began. */
async function viewKeys(db: Executor, rows: KeyWithHolder<'bot'>[]): Promise<BotKey[]> {
  const conversations = await conversationsOfKeys(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...keyFields(row),
    helperId: String(row.helperId),
    key: row.key,
    allowedOrigins: row.allowedOrigins,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    perVisitorPerMinute: row.perVisitorPerMinute,
    perVisitorPerDay: row.perVisitorPerDay,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    conversations: conversations.get(row.id) ?? 0,
  }));
}

/**
 * A bot's keys, a policy of the one key component (`modules/keys`): the key itself is public (in
 * links and embeds) and stays readable; it has its websites, expiry and per-visitor limits, and a
 * revoked key stays listed (its conversations stay in the logs).
 */
const botKeyRules = keyRules({
  kind: 'bot',
  max: BOT_KEYS_MAX,
  limitCode: 'BOT_KEYS_LIMIT',
  manager: managedBot,
  issuer: issuerBot,
  assigner: keyAssignerHelper,
  secret: () => ({ stored: { key: newKey() }, shown: {} }),
  view: viewKeys,
});

export async function getBotSettings(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
): Promise<BotSettings> {
  await managedBot(app.db, caller, orgId, helperId, false);
  return (await findBotSettings(app.db, orgId, helperId)) ?? DEFAULT_BOT_SETTINGS;
}

export async function putBotSettings(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  settings: BotSettings,
): Promise<BotSettings> {
  await app.db.transaction(async (tx) => {
    await managedBot(tx, caller, orgId, helperId);
    await saveBotSettings(tx, orgId, helperId, settings);
  });
  return settings;
}

const keyColumns = (input: Partial<CreateBotKey>): Partial<NewBotKey> => ({
  ...(input.name === undefined ? {} : { name: input.name }),
  ...(input.allowedOrigins === undefined ? {} : { allowedOrigins: input.allowedOrigins }),
  ...(input.expiresAt === undefined
    ? {}
    : { expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt) }),
  ...(input.perVisitorPerMinute === undefined
    ? {}
    : { perVisitorPerMinute: input.perVisitorPerMinute }),
  ...(input.perVisitorPerDay === undefined ? {} : { perVisitorPerDay: input.perVisitorPerDay }),
});

export const listKeys = botKeyRules.list;
export const assignKey = botKeyRules.assign;

/** The key stops working at once (the next request with it is refused); its logs stay. */
export async function revokeKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
): Promise<BotKey> {
  return (await botKeyRules.revoke(app, caller, orgId, helperId, keyId))!;
}

export async function createKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  input: CreateBotKey,
): Promise<BotKey> {
  return botKeyRules.create(app, caller, orgId, helperId, keyColumns(input));
}

export async function changeKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
  input: z.output<typeof updateBotKeySchema>,
): Promise<BotKey> {
  return botKeyRules.change(app, caller, orgId, helperId, keyId, keyColumns(input));
}
