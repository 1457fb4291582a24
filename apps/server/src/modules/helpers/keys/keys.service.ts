/**
 * API keys of a helper: listed and revoked by whoever manages the helper, made by them too unless
 * the helper uses the team's knowledge (then by owners and admins: `publishing.ts`). A key is
 * shown once when it is made; the server keeps only its hash and first characters. A key works
 * under its holder and is suspended when they leave (`key-holders.ts`).
 */
import type { FastifyInstance } from 'fastify';
import {
  HELPER_KEY_PREFIX,
  HELPER_KEYS_MAX,
  type CreatedHelperApiKey,
  type HelperApiKey,
} from '@miaoyu/contracts';
import { randomToken, sha256 } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import {
  assignHelperKey,
  countHelperKeys,
  deleteHelperKey,
  insertHelperKey,
  listHelperKeys,
  type HelperKeyView,
} from './keys.repo';
import { managedHelper } from '../access';
import { requireKeyHolder } from './key-holders';
import { keyAssignerHelper, keyIssuerHelper } from '../manage/publishing';

/** Enough of a key to tell it apart, far too little to guess the rest. */
const HINT_CHARS = HELPER_KEY_PREFIX.length + 4;

const toKey = (row: HelperKeyView): HelperApiKey => ({
  id: String(row.id),
  name: row.name,
  hint: `${row.hint}…`,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  requestCount: row.requestCount,
  promptTokens: row.promptTokens,
  completionTokens: row.completionTokens,
  holderId: row.createdBy === null ? null : String(row.createdBy),
  holderName: row.holderName,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendedReason: row.suspendedReason,
});

/** The hash a presented key is looked up by. */
export const helperKeyHash = (key: string) => sha256(key);

export async function listKeys(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
): Promise<HelperApiKey[]> {
  await managedHelper(app.db, caller, orgId, helperId, false);
  return (await listHelperKeys(app.db, orgId, helperId)).map(toKey);
}

export async function createKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  name: string,
): Promise<CreatedHelperApiKey> {
  const key = `${HELPER_KEY_PREFIX}${randomToken(24)}`;
  const row = await app.db.transaction(async (tx) => {
    await keyIssuerHelper(tx, caller, orgId, helperId, 'api');
    await requireKeyHolder(tx, orgId, caller.user.id);
    if ((await countHelperKeys(tx, orgId, helperId)) >= HELPER_KEYS_MAX)
      throw new AppError(409, 'HELPER_KEYS_LIMIT', { limit: HELPER_KEYS_MAX });
    return insertHelperKey(tx, orgId, {
      helperId,
      name,
      hint: key.slice(0, HINT_CHARS),
      keyHash: helperKeyHash(key),
      createdBy: caller.user.id,
    });
  });
  return { ...toKey({ ...row, holderName: caller.user.nickname }), key };
}

/** Hands the key to a member (the caller or another): it works again, under them. */
export async function assignKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
  userId: bigint,
): Promise<HelperApiKey> {
  await app.db.transaction(async (tx) => {
    await keyAssignerHelper(tx, caller, orgId, helperId);
    await requireKeyHolder(tx, orgId, userId);
    if (!(await assignHelperKey(tx, orgId, helperId, keyId, userId)))
      throw new AppError(404, 'NOT_FOUND');
  });
  const row = (await listHelperKeys(app.db, orgId, helperId)).find((k) => k.id === keyId);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toKey(row);
}

/** Revoking deletes the key: the next request with it is refused. */
export async function revokeKey(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await managedHelper(tx, caller, orgId, helperId);
    if (!(await deleteHelperKey(tx, orgId, helperId, keyId))) throw new AppError(404, 'NOT_FOUND');
  });
}
