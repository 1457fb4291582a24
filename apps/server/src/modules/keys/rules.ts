/**
 * The rules every kind of key follows, whatever its policy: made by whom the policy allows,
 * under the maker as its holder and within the kind's limit, its secret shown as the policy says;
 * listed with its holder's name; changed by whom may make it; handed to a member of the team (a
 * suspended key works again, under them); revoked at once (deleted, or kept with its date).
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { requireKeyHolder } from './holders';
import {
  countLiveKeys,
  deleteKey,
  insertKey,
  keyTable,
  listKeys,
  revokesByDate,
  updateLiveKey,
  type KeyKind,
  type KeyWithHolder,
  type TableOf,
} from './keys.repo';

/** Refuses the caller unless they may act on the helper's keys (throws). */
type Gate = (db: Executor, caller: Caller, orgId: bigint, helperId: bigint) => Promise<unknown>;

/** What a kind of key decides for itself. */
export interface KeyPolicy<K extends KeyKind, Key, Shown extends object = object> {
  /** Its table: a helper's API keys, or its bot's keys. */
  kind: K;
  /** The most keys a helper may have that are not revoked, and the code of the 409 past it. */
  max: number;
  limitCode: ErrorCode;
  /** Who lists and revokes the keys (whoever manages the helper); `lock` false for reads. */
  manager: (
    db: Executor,
    caller: Caller,
    orgId: bigint,
    helperId: bigint,
    lock?: boolean,
  ) => Promise<unknown>;
  /** Who makes and changes them. */
  issuer: Gate;
  /** Who hands them to someone. */
  assigner: Gate;
  /** A new key: the columns stored of its secret, and what the answer shows of it this once. */
  secret: () => { stored: Partial<TableOf<K>['$inferInsert']>; shown: Shown };
  /** The keys as the API shows them. */
  view: (db: Executor, rows: KeyWithHolder<K>[]) => Promise<Key[]>;
}

/** What every key shows of itself and its holder. */
export const keyFields = (row: KeyWithHolder<KeyKind>) => ({
  id: String(row.id),
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  holderId: row.createdBy === null ? null : String(row.createdBy),
  holderName: row.holderName,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendedReason: row.suspendedReason,
});

/** The operations on one kind of key, each checking the caller's rights itself. */
export function keyRules<K extends KeyKind, Key, Shown extends object>(
  policy: KeyPolicy<K, Key, Shown>,
) {
  type T = TableOf<K>;
  const table: T = keyTable(policy.kind);

  /** One key as listed (after a write in a transaction that has ended); 404 when gone. */
  async function listed(app: FastifyInstance, orgId: bigint, helperId: bigint, keyId: bigint) {
    const rows = await listKeys(app.db, table, orgId, helperId, keyId);
    if (rows.length === 0) throw new AppError(404, 'NOT_FOUND');
    const [key] = await policy.view(app.db, rows);
    return key!;
  }

  /** Changes a key that is not revoked once `allowed` lets it, answering it as listed. */
  async function write(
    app: FastifyInstance,
    orgId: bigint,
    helperId: bigint,
    keyId: bigint,
    changes: Partial<T['$inferInsert']>,
    allowed: (tx: Executor) => Promise<unknown>,
  ) {
    const row = await app.db.transaction(async (tx) => {
      await allowed(tx);
      return updateLiveKey(tx, table, orgId, helperId, keyId, changes);
    });
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return listed(app, orgId, helperId, keyId);
  }

  return {
    async list(app: FastifyInstance, caller: Caller, orgId: bigint, helperId: bigint) {
      await policy.manager(app.db, caller, orgId, helperId, false);
      return policy.view(app.db, await listKeys(app.db, table, orgId, helperId));
    },

    /** Makes a key held by the caller; the answer is the only time a hashed secret is shown. */
    async create(
      app: FastifyInstance,
      caller: Caller,
      orgId: bigint,
      helperId: bigint,
      columns: Partial<T['$inferInsert']>,
    ): Promise<Key & Shown> {
      const { stored, shown } = policy.secret();
      const row = await app.db.transaction(async (tx) => {
        await policy.issuer(tx, caller, orgId, helperId);
        await requireKeyHolder(tx, orgId, caller.user.id);
        if ((await countLiveKeys(tx, table, orgId, helperId)) >= policy.max)
          throw new AppError(409, policy.limitCode, { limit: policy.max });
        return insertKey(tx, table, {
          ...columns,
          ...stored,
          orgId,
          helperId,
          createdBy: caller.user.id,
        } as T['$inferInsert']);
      });
      const [key] = await policy.view(app.db, [{ ...row, holderName: caller.user.nickname }]);
      return { ...key!, ...shown };
    },

    /** Changes a key that is not revoked. */
    change: (
      app: FastifyInstance,
      caller: Caller,
      orgId: bigint,
      helperId: bigint,
      keyId: bigint,
      changes: Partial<T['$inferInsert']>,
    ) =>
      write(app, orgId, helperId, keyId, changes, (tx) =>
        policy.issuer(tx, caller, orgId, helperId),
      ),

    /** Hands a key that is not revoked to a member (the caller or another): it works again, under them. */
    assign: (
      app: FastifyInstance,
      caller: Caller,
      orgId: bigint,
      helperId: bigint,
      keyId: bigint,
      userId: bigint,
    ) =>
      write(
        app,
        orgId,
        helperId,
        keyId,
        { createdBy: userId, suspendedAt: null, suspendedReason: null } as unknown as Partial<
          T['$inferInsert']
        >,
        async (tx) => {
          await policy.assigner(tx, caller, orgId, helperId);
          await requireKeyHolder(tx, orgId, userId);
        },
      ),

    /**
     * The key stops working at once (the next request with it is refused). A key revoked by date
     * stays, and is answered as listed; a deleted one answers null.
     */
    async revoke(
      app: FastifyInstance,
      caller: Caller,
      orgId: bigint,
      helperId: bigint,
      keyId: bigint,
    ): Promise<Key | null> {
      const found = await app.db.transaction(async (tx) => {
        await policy.manager(tx, caller, orgId, helperId);
        return revokesByDate(table)
          ? (await updateLiveKey(tx, table, orgId, helperId, keyId, {
              revokedAt: new Date(),
            } as unknown as Partial<T['$inferInsert']>)) !== null
          : deleteKey(tx, table, orgId, helperId, keyId);
      });
      if (!found) throw new AppError(404, 'NOT_FOUND');
      return revokesByDate(table) ? listed(app, orgId, helperId, keyId) : null;
    },
  };
}
