import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const team: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];
const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];

/** Organisations: a team, its members and its invitations. */
export const MATRIX: MatrixAction[] = [
  {
    name: 'read the team',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}` }),
    allowed: team,
  },
  {
    name: 'list members',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/members` }),
    allowed: team,
  },
  {
    name: 'rename the team',
    request: (w) => ({ method: 'PATCH', url: `/v1/orgs/${w.orgId}`, payload: { name: '新名字' } }),
    allowed: managers,
  },
  {
    name: 'see what deleting the team removes',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/deletion-impact` }),
    allowed: ['owner'],
  },
  {
    name: 'delete the team',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/delete`,
      payload: { confirmName: `团队${w.orgId}` },
    }),
    allowed: [],
    // Even the owner is refused without the right name: 400, not a permission answer.
    denied: { owner: 400 },
  },
  {
    name: 'list invites',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/invites` }),
    allowed: managers,
    shows: (body, w) => body.includes(w.inviteCode),
  },
  {
    // Whoever holds an invite's code can take its role: an admin never sees an admin invite.
    name: 'list invites shows an admin invite',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/invites` }),
    allowed: ['owner'],
    denied: { admin: 200 },
    shows: (body, w) => body.includes(w.adminInvite.code),
  },
  {
    name: 'create an invite link',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/invites`,
      payload: { role: 'member' },
    }),
    allowed: managers,
  },
  {
    name: 'create an admin invite',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/invites`,
      payload: { role: 'admin' },
    }),
    allowed: ['owner'],
    // An admin may invite members, not grant the admin role: the role is in the body.
    decidedByBody: ['admin'],
  },
  {
    name: 'revoke an invite',
    request: (w) => ({ method: 'DELETE', url: `/v1/orgs/${w.orgId}/invites/${w.inviteId}` }),
    allowed: managers,
  },
  {
    name: 'revoke an admin invite',
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.orgId}/invites/${w.adminInvite.id}`,
    }),
    allowed: ['owner'],
    // An invite the admin may not see is not found, as in the list.
    denied: { admin: 404 },
  },
  {
    name: 'preview an invite link',
    request: (w) => ({ method: 'GET', url: `/v1/invites/${w.inviteCode}` }),
    allowed: [...signedIn, 'anonymous', 'visitor', 'banned'],
  },
  {
    name: 'accept an invite',
    request: (w) => ({ method: 'POST', url: `/v1/invites/${w.inviteCode}/accept` }),
    allowed: ['otherOwner', 'platformAdmin'],
    denied: { owner: 409, admin: 409, member: 409 },
  },
  {
    name: "change a member's role to admin",
    request: (w) => ({
      method: 'PATCH',
      url: `/v1/orgs/${w.orgId}/members/${w.ids.target}`,
      payload: { role: 'admin' },
    }),
    allowed: ['owner'],
    // An admin may manage members, not grant the admin role: the role is in the body.
    decidedByBody: ['admin'],
  },
  {
    name: 'remove a member',
    request: (w) => ({ method: 'DELETE', url: `/v1/orgs/${w.orgId}/members/${w.ids.target}` }),
    allowed: managers,
  },
  {
    name: 'remove the owner',
    request: (w) => ({ method: 'DELETE', url: `/v1/orgs/${w.orgId}/members/${w.ids.owner}` }),
    allowed: [],
  },
  {
    name: 'leave the team',
    request: (w) => ({ method: 'POST', url: `/v1/orgs/${w.orgId}/leave` }),
    allowed: ['admin', 'member'],
    denied: { owner: 400 },
  },
  {
    name: 'transfer ownership',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/transfer`,
      payload: { userId: w.ids.admin },
    }),
    allowed: ['owner'],
  },
  {
    name: 'switch to the team',
    request: (w) => ({ method: 'POST', url: '/v1/user/currentOrg', payload: { orgId: w.orgId } }),
    allowed: team,
    // The team is in the body.
    decidedByBody: 'everyone',
  },
];
