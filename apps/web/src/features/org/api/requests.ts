import type { FirstRequest } from '@/lib/preload';

/** `GET /v1/orgs`: every organisation I belong to. */
export const orgsRequest = (): FirstRequest => ({ path: '/v1/orgs' });

/** `GET /v1/user/invites`: invitations addressed to my phone number. */
export const myInvitesRequest = (): FirstRequest => ({ path: '/v1/user/invites' });

/** `GET /v1/orgs/{orgId}`: one organisation, as I see it. */
export const orgRequest = (orgId: string): FirstRequest => ({ path: `/v1/orgs/${orgId}` });

/** An invitation link's code: previewed here, accepted at `/accept` below it. */
export const invitePath = (code: string) => `/v1/invites/${encodeURIComponent(code)}`;

/** `GET /v1/invites/{code}`: which team invites the link's holder, open signed out. */
export const invitePreviewRequest = (code: string): FirstRequest => ({ path: invitePath(code) });
