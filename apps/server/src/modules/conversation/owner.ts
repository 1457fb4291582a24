import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Who a conversation belongs to: a signed-in user, or an anonymous visitor of a helper (a visitor
 * id that the visitor's signed token carries). The database checks that exactly one is set.
 */
export type ConversationOwner =
  | { kind: 'user'; userId: bigint; orgId: bigint | null }
  | { kind: 'visitor'; visitorId: string; orgId: bigint | null };

export const userOwner = (user: {
  id: bigint;
  currentOrgId: bigint | null;
}): ConversationOwner => ({
  kind: 'user',
  userId: user.id,
  orgId: user.currentOrgId,
});

/** The owner columns of a new session or message row. */
export function ownerColumns(owner: ConversationOwner) {
  return owner.kind === 'user'
    ? { userId: owner.userId, visitorId: null }
    : { userId: null, visitorId: owner.visitorId };
}

/** The condition that keeps a query to rows of this owner. */
export function ownedBy(
  table: { userId: PgColumn; visitorId: PgColumn },
  owner: ConversationOwner,
): SQL {
  return owner.kind === 'user'
    ? eq(table.userId, owner.userId)
    : eq(table.visitorId, owner.visitorId);
}
