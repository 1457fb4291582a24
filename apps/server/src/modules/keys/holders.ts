/**
 * Keys work under a person of the team: their maker, or whom an admin hands them to. When that
 * person is removed, leaves, is banned or deletes their account, their keys (of every kind) are
 * suspended in the same transaction, and stay so if they come back: an admin hands each one to
 * someone (it works again) or revokes it.
 */
import type { KeySuspension } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { lockLiveMember, suspendKeysOf } from './keys.repo';

/** Suspends the user's keys in one org (removed, left) or in every org (banned, deleted). */
export async function suspendKeysOfHolder(
  db: Executor,
  userId: bigint,
  reason: KeySuspension,
  orgId?: bigint,
): Promise<void> {
  await suspendKeysOf(db, userId, reason, orgId);
}

/**
 * 422 unless the user is a member of the org and not banned. Holds both until the transaction
 * ends, so their removal or ban waits for the key this hands them, and then suspends it.
 */
export async function requireKeyHolder(db: Executor, orgId: bigint, userId: bigint) {
  if (!(await lockLiveMember(db, orgId, userId)))
    throw new AppError(422, 'KEY_HOLDER_NOT_MEMBER', {}, [
      { loc: ['body', 'userId'], msg: 'KEY_HOLDER_NOT_MEMBER' },
    ]);
}
