/**
 * React-query keys of the helpers feature, in one place: mutations invalidate by these prefixes
 * (a save of the editor refreshes every listing; a subscription refreshes the helper's page too).
 */
export const helperKeys = {
  all: ['helpers'] as const,
  /** Every listing (mine, a team's, the square, subscriptions, sales helpers). */
  lists: ['helpers', 'list'] as const,
  orgList: (orgId: string, filter: { scope: string; kind?: string; keyword?: string }) =>
    ['helpers', 'list', 'org', orgId, filter] as const,
  publicList: (filter: object) => ['helpers', 'list', 'public', filter] as const,
  teamList: (code: string) => ['helpers', 'list', 'team', code] as const,
  subscriptions: (orgId: string) => ['helpers', 'list', 'subscriptions', orgId] as const,
  recent: ['helpers', 'recent'] as const,
  categories: ['helpers', 'categories'] as const,
  /** A helper's page by its code, as seen from an org ('' signed out). */
  profile: (code: string, orgId: string) => ['helpers', 'profile', code, orgId] as const,
  profiles: ['helpers', 'profile'] as const,
  defaultHelper: (orgId: string) => ['helpers', 'default', orgId] as const,
  sessions: (code: string) => ['helpers', 'sessions', code] as const,
  myOrgs: ['helpers', 'orgs'] as const,
  /** One helper of an org, by id (the editor's). */
  detail: (orgId: string, helperId: string) => ['helpers', 'detail', orgId, helperId] as const,
};

/** Where an org's helpers are. */
export const orgHelpersPath = (orgId: string) => `/v1/orgs/${orgId}/helpers`;
