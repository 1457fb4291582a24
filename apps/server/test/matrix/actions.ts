import type { Actor, MatrixWorld } from './fixture';

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * One row of the permission matrix: a request built from a fresh world, and the actors allowed
 * to make it. Denials are checked by status: 401 without a token, 403 for a banned user or a
 * role that lacks the permission, 404 for someone outside the organisation.
 * Later issues append their actions here.
 */
export interface MatrixAction {
  name: string;
  request: (w: MatrixWorld) => MatrixRequest;
  allowed: Actor[];
  /** Statuses other than the defaults, for actors whose refusal has its own reason. */
  denied?: Partial<Record<Actor, number>>;
}

const team: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];
const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];

export const ACTIONS: MatrixAction[] = [
  // Organisations (issue 4)
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
  },
  {
    name: 'revoke an invite',
    request: (w) => ({ method: 'DELETE', url: `/v1/orgs/${w.orgId}/invites/${w.inviteId}` }),
    allowed: managers,
  },
  {
    name: 'preview an invite link',
    request: (w) => ({ method: 'GET', url: `/v1/invites/${w.inviteCode}` }),
    allowed: [...signedIn, 'anonymous', 'banned'],
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
  },
  // Account (issue 4): a path's {id} must be the caller.
  {
    name: "update the member's profile",
    request: (w) => ({
      method: 'POST',
      url: `/v1/user/${w.ids.member}/profile`,
      payload: { nickname: '改名' },
    }),
    allowed: ['member'],
    denied: { owner: 403, admin: 403, otherOwner: 403, platformAdmin: 403 },
  },
  {
    name: 'list my devices',
    request: () => ({ method: 'GET', url: '/v1/user/devices' }),
    allowed: signedIn,
  },
  {
    name: 'list my feedback',
    request: () => ({ method: 'GET', url: '/v1/feedbacks' }),
    allowed: signedIn,
  },
  {
    name: 'send feedback',
    request: () => ({
      method: 'POST',
      url: '/v1/feedbacks',
      payload: { type: 'bug', content: '按钮点不动' },
    }),
    allowed: signedIn,
  },
  // Platform admin (issue 4)
  {
    name: 'search users',
    request: () => ({ method: 'GET', url: '/v1/admin/users?q=1555' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'ban a user',
    request: (w) => ({
      method: 'POST',
      url: `/v1/admin/users/${w.ids.target}/ban`,
      payload: { reason: '垃圾信息' },
    }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'search organisations',
    request: () => ({ method: 'GET', url: '/v1/admin/orgs' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'list all feedback',
    request: () => ({ method: 'GET', url: '/v1/admin/feedbacks' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'read role menus',
    request: () => ({ method: 'GET', url: '/v1/admin/menus' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'edit the user menu',
    request: () => ({
      method: 'PUT',
      url: '/v1/admin/menus/user',
      payload: { items: [{ key: 'dashboard', children: [{ key: 'dashboard.workplace' }] }] },
    }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'read system status',
    request: () => ({ method: 'GET', url: '/v1/admin/system' }),
    allowed: ['platformAdmin'],
  },
  // Shell (issue 3)
  {
    name: 'read my menu',
    request: () => ({ method: 'POST', url: '/api/user/menu' }),
    allowed: signedIn,
  },
  {
    name: 'read the workplace',
    request: () => ({ method: 'GET', url: '/v1/workplace/overview' }),
    allowed: signedIn,
  },
];
