/**
 * Who a service acts for. Every service function takes one of these, and every repo function the
 * org or user (or visitor) whose rows it touches, so a query by id alone cannot be written.
 */
import type { users } from '../db/schema';
import { AppError } from './errors';

/** A signed-in user, and the token their request carried (0 when no request is involved). */
export interface Caller {
  user: typeof users.$inferSelect;
  tokenId: bigint;
}

/** An anonymous visitor of a helper, known by the visitor id their signed token carries. */
export interface Visitor {
  kind: 'visitor';
  visitorId: string;
  /** The organisation whose helper the visitor talks to. */
  orgId: bigint;
}

export type Scope = Caller | Visitor;

export const isVisitor = (scope: Scope): scope is Visitor => 'kind' in scope;

/** Platform administration is for platform role `admin` only (403 for anyone else). */
export function requirePlatformAdminScope(caller: Caller): void {
  if (caller.user.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
}
