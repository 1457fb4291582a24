import { multipart } from '../multipart';
import { MATRIX_PROVIDER_URL, type Actor, type MatrixWorld } from './fixture';
import { KNOWLEDGE_ACTIONS } from './knowledge-actions';
import { HELPER_ACTIONS } from './helper-actions';
import { BOT_ACTIONS } from './bot-actions';
import { SALES_ACTIONS } from './sales-actions';

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** Extra headers (a multipart body's content type); the actor's authorization is added. */
  headers?: Record<string, string>;
  /** A live stream that stays open until its reader leaves: its head is read, then it is left. */
  live?: boolean;
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
  /**
   * For a read that answers more than one actor: whether the answer shows what the row is about.
   * Allowed actors must see it; an actor denied with a 2xx status gets an answer without it.
   */
  shows?: (body: string, w: MatrixWorld) => boolean;
}

const team: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];
const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];
/** Someone else's chat session is not found, whoever asks (only `{userId}` paths answer 403). */
const notTheirs = { owner: 404, admin: 404, otherOwner: 404, platformAdmin: 404 };
const providerBody = {
  name: '模型',
  baseUrl: MATRIX_PROVIDER_URL,
  models: [{ id: 'm' }],
};

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
  // Chat (issue 5): sessions and messages belong to the member alone.
  {
    name: "list the member's chat sessions",
    request: (w) => ({ method: 'GET', url: `/v1/users/${w.ids.member}/chat/session` }),
    allowed: ['member'],
  },
  {
    name: 'create a chat session',
    request: () => ({ method: 'POST', url: '/v1/chat/sessions', payload: { title: '新会话' } }),
    allowed: signedIn,
  },
  {
    name: "read the member's chat session",
    request: (w) => ({ method: 'GET', url: `/v1/chat/sessions/${w.chat.sessionId}` }),
    allowed: ['member'],
    denied: notTheirs,
  },
  {
    name: "rename the member's chat session",
    request: (w) => ({
      method: 'PUT',
      url: '/v1/chat/sessions',
      payload: { sessionId: w.chat.sessionId, title: '改名' },
    }),
    allowed: ['member'],
    denied: notTheirs,
  },
  {
    name: "delete the member's chat session",
    request: (w) => ({ method: 'DELETE', url: `/v1/chat/sessions/${w.chat.sessionId}` }),
    allowed: ['member'],
    denied: notTheirs,
  },
  {
    name: "list the member's messages",
    request: (w) => ({
      method: 'GET',
      url: `/v1/chat/users/${w.ids.member}/sessions/${w.chat.sessionId}/completions`,
    }),
    allowed: ['member'],
  },
  {
    name: "ask in the member's session (stream)",
    request: (w) => ({
      method: 'POST',
      url: `/v1/chat/users/${w.ids.member}/sessions/${w.chat.sessionId}/completions`,
      payload: { prompt: '你好' },
    }),
    allowed: ['member'],
  },
  {
    name: "stop the member's answer",
    request: (w) => ({
      method: 'POST',
      url: `/v1/chat/users/${w.ids.member}/sessions/${w.chat.sessionId}/completions/${w.chat.answerId}/stop`,
    }),
    allowed: ['member'],
  },
  {
    name: "delete the member's turn (session path)",
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/users/${w.ids.member}/sessions/${w.chat.sessionId}/completions/${w.chat.questionId}`,
    }),
    allowed: ['member'],
  },
  {
    name: "delete the member's turn (completion path)",
    request: (w) => ({ method: 'DELETE', url: `/v1/completions/${w.chat.answerId}` }),
    allowed: ['member'],
    denied: notTheirs,
  },
  {
    name: 'upload a chat attachment',
    request: () => {
      const form = multipart({}, [
        {
          field: 'file',
          filename: 'a.md',
          contentType: 'text/markdown',
          body: Buffer.from('# 标题'),
        },
      ]);
      return {
        method: 'POST',
        url: '/v1/chat/attachments',
        payload: form.payload,
        headers: form.headers,
      };
    },
    allowed: signedIn,
  },
  {
    name: 'list chat models',
    request: () => ({ method: 'GET', url: '/v1/chat/models' }),
    allowed: signedIn,
  },
  // Model providers (issue 5): members read, owners and admins change.
  {
    name: 'list model providers',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/model-providers` }),
    allowed: team,
  },
  {
    name: 'add a model provider',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/model-providers`,
      payload: providerBody,
    }),
    allowed: managers,
  },
  {
    name: 'change a model provider',
    request: (w) => ({
      method: 'PUT',
      url: `/v1/orgs/${w.orgId}/model-providers/${w.providerId}`,
      payload: { ...providerBody, name: '改名' },
    }),
    allowed: managers,
  },
  {
    name: 'remove a model provider',
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.orgId}/model-providers/${w.providerId}`,
    }),
    allowed: managers,
  },
  {
    name: 'test a model provider',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/model-providers/test`,
      payload: { providerId: w.providerId, model: 'm' },
    }),
    allowed: managers,
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
  ...KNOWLEDGE_ACTIONS,
  ...HELPER_ACTIONS,
  ...BOT_ACTIONS,
  ...SALES_ACTIONS,
];
