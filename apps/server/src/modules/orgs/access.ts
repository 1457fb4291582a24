import { and, eq } from 'drizzle-orm';
import { ORG_ROLE_PERMISSIONS, type OrgRole } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { organisations, orgMembers } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type OrgRow = typeof organisations.$inferSelect;

export interface OrgAccess {
  org: OrgRow;
  role: OrgRole;
}

/** The organisation and the caller's role in it; another org's id answers 404, never its data. */
export async function memberAccess(db: Db, orgId: bigint, userId: bigint): Promise<OrgAccess> {
  const [row] = await db
    .select({ org: organisations, role: orgMembers.role })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** As memberAccess, and the caller's role must grant the permission (else 403). */
export async function requireOrgPermission(
  db: Db,
  orgId: bigint,
  userId: bigint,
  permission: string,
): Promise<OrgAccess> {
  const access = await memberAccess(db, orgId, userId);
  if (!ORG_ROLE_PERMISSIONS[access.role].includes(permission)) throw new AppError(403, 'FORBIDDEN');
  return access;
}

export function requireTeam(org: OrgRow): void {
  if (org.kind === 'personal') throw new AppError(400, 'PERSONAL_ORG');
}
