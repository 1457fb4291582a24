import type { PlatformRole } from './user';

export const ORG_ROLES = ['owner', 'admin', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** What each organisation role may do; `permissions` on the user record is derived from this. */
export const ORG_ROLE_PERMISSIONS: Record<OrgRole, readonly string[]> = {
  owner: [
    'org:manage',
    'org:members',
    'org:delete',
    'org:transfer',
    'billing:manage',
    'model:manage',
    'helper:manage',
    'dataset:manage',
    'inbox:handle',
  ],
  admin: [
    'org:manage',
    'org:members',
    'model:manage',
    'helper:manage',
    'dataset:manage',
    'inbox:handle',
  ],
  /** Members answer visitors handed to a person: customer-service staff are members. */
  member: ['inbox:handle'],
};

export const PLATFORM_ROLE_PERMISSIONS: Record<PlatformRole, readonly string[]> = {
  admin: ['platform:admin'],
  user: [],
};

export function permissionsFor(platformRole: PlatformRole, orgRole: OrgRole | null): string[] {
  const org = orgRole ? ORG_ROLE_PERMISSIONS[orgRole] : [];
  return [...new Set([...PLATFORM_ROLE_PERMISSIONS[platformRole], ...org])];
}

/** owner > admin > member: a member manages only those ranked below them. */
export const ORG_ROLE_RANK: Record<OrgRole, number> = { owner: 3, admin: 2, member: 1 };
