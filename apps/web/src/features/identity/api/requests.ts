import type { FirstRequest } from '@/lib/preload';

/** `GET /v1/sign-in/:tenantId`: a team's name and the providers its sign-in link offers. */
export const teamSignInRequest = (tenantId: string): FirstRequest => ({
  path: `/v1/sign-in/${encodeURIComponent(tenantId)}`,
});
