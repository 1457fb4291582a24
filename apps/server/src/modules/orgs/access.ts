import { ORG_ROLE_PERMISSIONS, ORG_ROLE_RANK, ORG_ROLES, type OrgRole } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findMembership, type OrgRow } from './repo';

export type { OrgRow };

export interface OrgAccess {
  org: OrgRow;
  role: OrgRole;
}

export interface AccessOptions {
  /**
   * Inside a transaction: holds the caller's membership row until it ends, so the role checked
   * cannot be lowered or removed before the write it guards is committed.
   */
  lock?: boolean;
}

/** The organisation and the caller's role in it; another org's id answers 404, never its data. */
export async function memberAccess(
  db: Executor,
  orgId: bigint,
  userId: bigint,
  { lock = false }: AccessOptions = {},
): Promise<OrgAccess> {
  const row = await findMembership(db, orgId, userId, lock);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** As memberAccess, and the caller's role must grant the permission (else 403). */
export async function requireOrgPermission(
  db: Executor,
  orgId: bigint,
  userId: bigint,
  permission: string,
  options: AccessOptions = {},
): Promise<OrgAccess> {
  const access = await memberAccess(db, orgId, userId, options);
  if (!ORG_ROLE_PERMISSIONS[access.role].includes(permission)) throw new AppError(403, 'FORBIDDEN');
  return access;
}

/**
 * owner > admin > member: a member or a role granted (an invite's too) is managed only by someone
 * ranked strictly above it (else 403 ROLE_TOO_HIGH). An existing invite the caller may not see
 * answers 404 instead, so its rank is not revealed.
 */
export function requireOutranks(actor: OrgRole, role: OrgRole): void {
  if (ORG_ROLE_RANK[role] >= ORG_ROLE_RANK[actor]) throw new AppError(403, 'ROLE_TOO_HIGH');
}

/** The roles ranked strictly below `actor`'s: the ones they may grant, see and revoke. */
export function rolesBelow(actor: OrgRole): OrgRole[] {
  return ORG_ROLES.filter((role) => ORG_ROLE_RANK[role] < ORG_ROLE_RANK[actor]);
}

export function requireTeam(org: OrgRow): void {
  if (org.kind === 'personal') throw new AppError(400, 'PERSONAL_ORG');
}
