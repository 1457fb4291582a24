/** React-query keys of the organisation feature; mutations invalidate by these prefixes. */
export const orgKeys = {
  all: ['orgs'] as const,
  list: ['orgs', 'list'] as const,
  detail: (orgId: string) => ['orgs', 'detail', orgId] as const,
  members: (orgId: string) => ['orgs', 'members', orgId] as const,
  invites: (orgId: string) => ['orgs', 'invites', orgId] as const,
  impact: (orgId: string) => ['orgs', 'impact', orgId] as const,
  myInvites: ['orgs', 'mine'] as const,
};
