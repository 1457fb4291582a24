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
import {
  managedHelperOfKind,
  requireKeyHolder,
  keyAssignerHelper,
  keyIssuerHelper,
} from '../../helpers';
import {
  countLiveBotKeys,
  findBotKeyView,
  findBotSettings,
  insertBotKey,
  listBotKeys,
  saveBotSettings,
  updateBotKey,
  type BotKeyView,
  type NewBotKey,
} from './bots.repo';

/** `cs` and 22 readable letters or digits (~109 bits): unguessable, and easy to read out. */
const newKey = () => BOT_KEY_PREFIX + publicCode(BOT_KEY_BODY_LENGTH);

const toBotKey = (row: BotKeyView): BotKey => ({
  id: String(row.id),
  helperId: String(row.helperId),
  key: row.key,
  name: row.name,
  allowedOrigins: row.allowedOrigins,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  perVisitorPerMinute: row.perVisitorPerMinute,
  perVisitorPerDay: row.perVisitorPerDay,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  conversations: row.conversations,
  holderId: row.createdBy === null ? null : String(row.createdBy),
  holderName: row.holderName,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendedReason: row.suspendedReason,
});

/** The service helper the caller manages (422 for a helper of another kind). */
const managedBot = (db: Executor, caller: Caller, orgId: bigint, helperId: bigint, lock = true) =>
  managedHelperOfKind(db, caller, orgId, helperId, 'service', 'NOT_A_BOT', lock);

/** The bot, when the caller may make and change its keys (owners and admins). */
async function issuerBot(tx: Executor, caller: Caller, orgId: bigint, helperId: bigint) {
  const helper = await keyIssuerHelper(tx, caller, orgId, helperId, 'bot');
  if (helper.kind !== 'service') throw new AppError(422, 'NOT_A_BOT');
  return helper;
}

/** The key as listed (after a write in a transaction that has ended). */
async function keyView(app: FastifyInstance, orgId: bigint, helperId: bigint, keyId: bigint) {
  const row = await findBotKeyView(app.db, orgId, helperId, keyId);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toBotKey(row);
}

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

export async function listKeys(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
): Promise<BotKey[]> {
  await managedBot(app.db, caller, orgId, helperId, false);
  return (await listBotKeys(app.db, orgId, helperId)).map(toBotKey);
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

export async function createKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  input: CreateBotKey,
): Promise<BotKey> {
  const row = await app.db.transaction(async (tx) => {
    await issuerBot(tx, caller, orgId, helperId);
    await requireKeyHolder(tx, orgId, caller.user.id);
    if ((await countLiveBotKeys(tx, orgId, helperId)) >= BOT_KEYS_MAX)
      throw new AppError(409, 'BOT_KEYS_LIMIT', { limit: BOT_KEYS_MAX });
    return insertBotKey(tx, orgId, helperId, {
      ...(keyColumns(input) as NewBotKey),
      key: newKey(),
      createdBy: caller.user.id,
    });
  });
  return toBotKey({ ...row, conversations: 0, holderName: caller.user.nickname });
}

export async function changeKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
  input: z.output<typeof updateBotKeySchema>,
): Promise<BotKey> {
  const row = await app.db.transaction(async (tx) => {
    await issuerBot(tx, caller, orgId, helperId);
    return updateBotKey(tx, orgId, helperId, keyId, keyColumns(input));
  });
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return keyView(app, orgId, helperId, keyId);
}

/** The key stops working at once (the next request with it is refused); its logs stay. */
export async function revokeKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
): Promise<BotKey> {
  const row = await app.db.transaction(async (tx) => {
    await managedBot(tx, caller, orgId, helperId);
    return updateBotKey(tx, orgId, helperId, keyId, { revokedAt: new Date() });
  });
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return keyView(app, orgId, helperId, keyId);
}

/** Hands a key that is not revoked to a member (the caller or another): it works again, under them. */
export async function assignKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
  userId: bigint,
): Promise<BotKey> {
  const row = await app.db.transaction(async (tx) => {
    await keyAssignerHelper(tx, caller, orgId, helperId);
    await requireKeyHolder(tx, orgId, userId);
    return updateBotKey(tx, orgId, helperId, keyId, {
      createdBy: userId,
      suspendedAt: null,
      suspendedReason: null,
    });
  });
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return keyView(app, orgId, helperId, keyId);
}
