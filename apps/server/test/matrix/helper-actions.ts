import { DEFAULT_HELPER_SETTINGS } from '@miaoyu/contracts';
import { ACTORS, type Actor, type MatrixWorld } from './fixture';
import type { MatrixAction } from './actions';

const team: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];
/** The member's private helper: its author and the org's managers; another member finds nothing. */
const authorAndManagers: Actor[] = ['owner', 'admin', 'member'];
const helperUrl = (
  w: MatrixWorld,
  which: 'team' | 'memberPrivate' | 'memberKnowledge' | 'memberService',
) => `/v1/orgs/${w.orgId}/helpers/${w.helpers[which]}`;

/** Helpers: members make and use them; their authors, owners and admins manage them. */
export const HELPER_ACTIONS: MatrixAction[] = [
  {
    name: 'list helpers',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/helpers` }),
    allowed: team,
  },
  {
    name: 'make a helper',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/helpers`,
      payload: { name: '新助手', kind: 'chat' },
    }),
    allowed: team,
  },
  {
    name: "use the team's helper",
    request: (w) => ({ method: 'GET', url: helperUrl(w, 'team') }),
    allowed: team,
  },
  {
    name: "save the owner's team helper",
    request: (w) => ({
      method: 'PATCH',
      url: helperUrl(w, 'team'),
      payload: { welcome: '你好' },
    }),
    allowed: managers,
  },
  {
    name: "list the team helper's versions",
    request: (w) => ({ method: 'GET', url: `${helperUrl(w, 'team')}/versions` }),
    allowed: managers,
  },
  {
    name: 'read a version of the team helper',
    request: (w) => ({ method: 'GET', url: `${helperUrl(w, 'team')}/versions/1` }),
    allowed: managers,
  },
  {
    name: 'roll the team helper back to a version',
    request: (w) => ({ method: 'POST', url: `${helperUrl(w, 'team')}/versions/1/restore` }),
    allowed: managers,
  },
  {
    name: "delete the owner's team helper",
    request: (w) => ({ method: 'DELETE', url: helperUrl(w, 'team') }),
    allowed: managers,
  },
  {
    name: "read the member's private helper",
    request: (w) => ({ method: 'GET', url: helperUrl(w, 'memberPrivate') }),
    allowed: authorAndManagers,
  },
  {
    name: "save the member's private helper",
    request: (w) => ({
      method: 'PATCH',
      url: helperUrl(w, 'memberPrivate'),
      payload: { name: '改名' },
    }),
    allowed: authorAndManagers,
  },
  {
    name: "list the team helper's API keys",
    request: (w) => ({ method: 'GET', url: `${helperUrl(w, 'team')}/api-keys` }),
    allowed: managers,
  },
  {
    name: 'make an API key for the team helper',
    request: (w) => ({
      method: 'POST',
      url: `${helperUrl(w, 'team')}/api-keys`,
      payload: { name: '新密钥' },
    }),
    allowed: managers,
  },
  {
    name: "revoke the team helper's API key",
    request: (w) => ({
      method: 'DELETE',
      url: `${helperUrl(w, 'team')}/api-keys/${w.helpers.teamKeyId}`,
    }),
    allowed: managers,
  },
  // Publishing outside the team: owners and admins, even on a helper the member made.
  {
    name: 'make a public helper',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/helpers`,
      payload: { name: '公开助手', kind: 'chat', visibility: 'public' },
    }),
    allowed: managers,
  },
  {
    name: "make the member's private helper public",
    request: (w) => ({
      method: 'PATCH',
      url: helperUrl(w, 'memberPrivate'),
      payload: { visibility: 'public' },
    }),
    allowed: managers,
  },
  {
    name: "give the team's knowledge to the member's helper that has an API key",
    request: (w) => ({
      method: 'PATCH',
      url: helperUrl(w, 'memberPrivate'),
      payload: { datasetIds: [w.kb.datasetId] },
    }),
    allowed: managers,
  },
  {
    name: "make an API key for the member's helper",
    request: (w) => ({
      method: 'POST',
      url: `${helperUrl(w, 'memberPrivate')}/api-keys`,
      payload: { name: '脚本' },
    }),
    allowed: authorAndManagers,
  },
  {
    name: "make an API key for the member's helper that uses the team's knowledge",
    request: (w) => ({
      method: 'POST',
      url: `${helperUrl(w, 'memberKnowledge')}/api-keys`,
      payload: { name: '脚本' },
    }),
    allowed: managers,
  },
  {
    name: "hand the member's API key to the member",
    request: (w) => ({
      method: 'POST',
      url: `${helperUrl(w, 'memberPrivate')}/api-keys/${w.helpers.memberKeyId}/assign`,
      payload: { userId: w.ids.member },
    }),
    allowed: managers,
  },
  {
    name: "make a bot key for the member's customer-service draft",
    request: (w) => ({
      method: 'POST',
      url: `${helperUrl(w, 'memberService')}/bot-keys`,
      payload: {
        name: '官网',
        allowedOrigins: [],
        expiresAt: null,
        perVisitorPerMinute: 10,
        perVisitorPerDay: 200,
      },
    }),
    allowed: managers,
  },
  {
    name: 'browse the public square',
    request: () => ({ method: 'GET', url: '/v1/public/helpers?keyword=助手' }),
    allowed: [...ACTORS],
  },
  {
    name: "read the public square's categories",
    request: () => ({ method: 'GET', url: '/v1/public/helper-categories' }),
    allowed: [...ACTORS],
  },
  {
    name: "open the team helper's page",
    request: (w) => ({ method: 'GET', url: `/v1/helpers/code/${w.helpers.teamCode}` }),
    allowed: team,
    // Unknown and unshared helpers are the same 404.
    denied: { otherOwner: 404, platformAdmin: 404 },
  },
  {
    name: 'list helpers used lately',
    request: () => ({ method: 'GET', url: '/v1/helpers/recent' }),
    allowed: [...team, 'otherOwner', 'platformAdmin'],
  },
  {
    name: 'talk with the team helper in a chat session',
    request: (w) => ({
      method: 'POST',
      url: '/v1/chat/sessions',
      payload: { helperCode: w.helpers.teamCode },
    }),
    allowed: team,
    denied: { otherOwner: 404, platformAdmin: 404 },
  },
  {
    name: 'preview unsaved helper settings',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/helpers/preview`,
      payload: {
        settings: { ...DEFAULT_HELPER_SETTINGS, name: '草稿', kind: 'chat' },
        messages: [],
        prompt: '你好',
      },
    }),
    allowed: team,
  },
  {
    name: "list the org's subscriptions",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/subscriptions` }),
    allowed: team,
  },
  {
    name: "subscribe the org to another team's public helper",
    request: (w) => ({
      method: 'PUT',
      url: `/v1/orgs/${w.orgId}/subscriptions/${w.helpers.otherPublicCode}`,
    }),
    allowed: managers,
  },
  {
    name: 'unsubscribe the org',
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.orgId}/subscriptions/${w.helpers.otherPublicCode}`,
    }),
    allowed: managers,
  },
  {
    name: "read the org's default AI helper",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/default-helper` }),
    allowed: team,
  },
  {
    name: "pick the org's default AI helper",
    request: (w) => ({
      method: 'PUT',
      url: `/v1/orgs/${w.orgId}/default-helper`,
      payload: { helperId: w.helpers.team },
    }),
    allowed: managers,
  },
];
