/**
 * Who may put a team's helper in front of people outside the team, and what becomes of a key
 * whose holder leaves. Shared so the editor offers only what the server accepts.
 */
import { z } from 'zod';
import type { ErrorCode } from './errors';
import { idSchema } from './ids';

/**
 * The right to publish: owners and admins hold it. Without it a member's helpers stay inside the
 * team: never public, no bot keys, API keys only while they use no knowledge base, and no new
 * knowledge base once they are public or have keys.
 */
export const PUBLISH_HELPERS = 'helper:manage';

/** What the publishing rule reads of a helper. */
export interface PublishedShape {
  visibility: string;
  datasetIds: readonly string[];
}

/**
 * Reached from outside the team: on the public square, or through keys (API keys, and the bot
 * keys visitors come in by). A customer-service helper without keys is still a draft.
 */
export const isOpenOutside = (helper: PublishedShape, hasKeys: boolean) =>
  helper.visibility === 'public' || hasKeys;

/**
 * Why someone without the right to publish may not save `after` over `before` (null for a new
 * helper), or null when they may. Only what the save adds counts: a helper an admin published
 * stays editable by its author, as long as the save publishes nothing more.
 */
export function publishRefusal(
  before: PublishedShape | null,
  after: PublishedShape,
  hasKeys: boolean,
): ErrorCode | null {
  if (after.visibility === 'public' && before?.visibility !== 'public')
    return 'HELPER_PUBLIC_NEEDS_MANAGER';
  if (!isOpenOutside(after, hasKeys) || after.datasetIds.length === 0) return null;
  const alreadyOut = new Set(before && isOpenOutside(before, hasKeys) ? before.datasetIds : []);
  return after.datasetIds.some((id) => !alreadyOut.has(id))
    ? 'HELPER_KNOWLEDGE_NEEDS_MANAGER'
    : null;
}

/** Why a key's holder lost it: removed from the team, left it, banned, or deleted their account. */
export const KEY_SUSPENSIONS = ['removed', 'left', 'banned', 'deleted'] as const;
export const keySuspensionSchema = z.enum(KEY_SUSPENSIONS);
export type KeySuspension = z.infer<typeof keySuspensionSchema>;

/** The person a key works under, and whether it is suspended because they are gone. */
export const keyHolderShape = {
  /** The key's maker, or whom an admin re-assigned it to; null once their account is deleted. */
  holderId: z.string().nullable(),
  holderName: z.string(),
  suspendedAt: z.string().nullable(),
  suspendedReason: keySuspensionSchema.nullable(),
};

/** Hands a key to a member of the team: it works again, under them. */
export const assignKeySchema = z.object({ userId: idSchema });
export type AssignKey = z.input<typeof assignKeySchema>;
