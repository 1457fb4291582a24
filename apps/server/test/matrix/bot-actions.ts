import { DEFAULT_BOT_SETTINGS } from '@miaoyu/contracts/bot';
import type { Actor, MatrixWorld } from './fixture';
import type { MatrixAction } from './actions';

const team: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];
/** The team's people asking through another team's id: not found, like anyone outside. */
const throughAnotherTeam = { owner: 404, admin: 404, member: 404 };
/** The admin holds it: another person may not write into it (taken) nor move it (not theirs). */
const takenByAdmin = { owner: 409, member: 409 };
const notTheirs = { owner: 403, member: 403 };

const botUrl = (w: MatrixWorld) => `/v1/orgs/${w.orgId}/helpers/${w.bot.helperId}`;
const inbox = (w: MatrixWorld, sessionId = w.bot.pending.sessionId) =>
  `/v1/orgs/${w.orgId}/inbox/${sessionId}`;
const logs = (w: MatrixWorld) => `/v1/orgs/${w.orgId}/bot-logs`;
const keyBody = {
  name: '新入口',
  allowedOrigins: ['https://shop.example.com'],
  expiresAt: null,
  perVisitorPerMinute: 10,
  perVisitorPerDay: 200,
};

/** The bot: managers set it up and read its logs; every person of the team answers visitors. */
export const BOT_ACTIONS: MatrixAction[] = [
  // Settings and keys: the helper's author (the owner) and the org's managers.
  {
    name: "read the bot's settings",
    request: (w) => ({ method: 'GET', url: `${botUrl(w)}/bot` }),
    allowed: managers,
  },
  {
    name: "save the bot's settings",
    request: (w) => ({ method: 'PUT', url: `${botUrl(w)}/bot`, payload: DEFAULT_BOT_SETTINGS }),
    allowed: managers,
  },
  {
    name: 'read bot settings of a chat helper',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/helpers/${w.helpers.team}/bot` }),
    allowed: [],
    denied: { owner: 422, admin: 422 },
  },
  {
    name: "read the bot's settings through another team",
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.otherOrgId}/helpers/${w.bot.helperId}/bot`,
    }),
    allowed: [],
    denied: throughAnotherTeam,
  },
  {
    name: "list the bot's keys",
    request: (w) => ({ method: 'GET', url: `${botUrl(w)}/bot-keys` }),
    allowed: managers,
    shows: (body, w) => body.includes(w.bot.key),
  },
  {
    name: 'make a bot key',
    request: (w) => ({ method: 'POST', url: `${botUrl(w)}/bot-keys`, payload: keyBody }),
    allowed: managers,
  },
  {
    name: 'change a bot key',
    request: (w) => ({
      method: 'PATCH',
      url: `${botUrl(w)}/bot-keys/${w.bot.keyId}`,
      payload: { name: '改名', perVisitorPerMinute: 20 },
    }),
    allowed: managers,
  },
  {
    name: 'revoke a bot key',
    request: (w) => ({ method: 'DELETE', url: `${botUrl(w)}/bot-keys/${w.bot.keyId}` }),
    allowed: managers,
  },
  {
    name: 'hand a bot key to the admin',
    request: (w) => ({
      method: 'POST',
      url: `${botUrl(w)}/bot-keys/${w.bot.keyId}/assign`,
      payload: { userId: w.ids.admin },
    }),
    allowed: managers,
  },
  {
    name: 'revoke a bot key through another team',
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.otherOrgId}/helpers/${w.bot.helperId}/bot-keys/${w.bot.keyId}`,
    }),
    allowed: [],
    denied: throughAnotherTeam,
  },
  // The inbox: every person of the team (`inbox:handle`).
  {
    name: 'list the conversations waiting for a person',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/inbox?box=pending` }),
    allowed: team,
    shows: (body, w) => body.includes(`"id":"${w.bot.pending.sessionId}"`),
  },
  {
    name: "the admin's conversation is in their own box alone",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/inbox?box=mine` }),
    allowed: ['admin'],
    denied: { owner: 200, member: 200 },
    shows: (body, w) => body.includes(`"id":"${w.bot.heldByAdminId}"`),
  },
  {
    name: 'count the inbox',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/inbox/counts` }),
    allowed: team,
  },
  {
    name: 'follow the inbox live',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/inbox/events`, live: true }),
    allowed: team,
  },
  {
    name: 'read a waiting conversation',
    request: (w) => ({ method: 'GET', url: inbox(w) }),
    allowed: team,
  },
  {
    name: "read a waiting conversation's messages",
    request: (w) => ({ method: 'GET', url: `${inbox(w)}/messages` }),
    allowed: team,
    shows: (body, w) => body.includes(w.bot.pending.answerId),
  },
  {
    name: 'follow a waiting conversation live',
    request: (w) => ({ method: 'GET', url: `${inbox(w)}/events?after=0`, live: true }),
    allowed: team,
  },
  {
    name: 'read the conversation through another team',
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.otherOrgId}/inbox/${w.bot.pending.sessionId}`,
    }),
    allowed: [],
    denied: throughAnotherTeam,
  },
  {
    name: 'take a waiting conversation',
    request: (w) => ({ method: 'POST', url: `${inbox(w)}/take` }),
    allowed: team,
  },
  {
    // Replying to a conversation nobody holds takes it, whatever the person's role.
    name: 'reply to a waiting visitor',
    request: (w) => ({
      method: 'POST',
      url: `${inbox(w)}/reply`,
      payload: { content: '您好，我来帮您处理。' },
    }),
    allowed: team,
  },
  {
    name: 'hand a waiting conversation back to the bot',
    request: (w) => ({ method: 'POST', url: `${inbox(w)}/release` }),
    allowed: team,
  },
  {
    name: 'close a waiting conversation',
    request: (w) => ({ method: 'POST', url: `${inbox(w)}/close` }),
    allowed: team,
  },
  {
    name: 'take the conversation the admin holds',
    request: (w) => ({ method: 'POST', url: `${inbox(w, w.bot.heldByAdminId)}/take` }),
    allowed: ['admin'],
    denied: takenByAdmin,
  },
  {
    name: 'reply in the conversation the admin holds',
    request: (w) => ({
      method: 'POST',
      url: `${inbox(w, w.bot.heldByAdminId)}/reply`,
      payload: { content: '我也来说一句。' },
    }),
    allowed: ['admin'],
    denied: takenByAdmin,
  },
  {
    name: 'hand back the conversation the admin holds',
    request: (w) => ({ method: 'POST', url: `${inbox(w, w.bot.heldByAdminId)}/release` }),
    allowed: ['admin'],
    denied: notTheirs,
  },
  {
    name: 'close the conversation the admin holds',
    request: (w) => ({ method: 'POST', url: `${inbox(w, w.bot.heldByAdminId)}/close` }),
    allowed: ['admin'],
    denied: notTheirs,
  },
  // Logs: the org's managers (`helper:manage`).
  {
    name: "list the bots' conversations",
    request: (w) => ({ method: 'GET', url: logs(w) }),
    allowed: managers,
    shows: (body, w) => body.includes(`"id":"${w.bot.pending.sessionId}"`),
  },
  {
    name: "read the bots' daily figures",
    request: (w) => ({ method: 'GET', url: `${logs(w)}/stats` }),
    allowed: managers,
  },
  {
    name: "export the bots' conversations",
    request: (w) => ({ method: 'GET', url: `${logs(w)}/export` }),
    allowed: managers,
    shows: (body) => body.includes('退货运费由买家承担'),
  },
  {
    name: "read a logged conversation's messages",
    request: (w) => ({ method: 'GET', url: `${logs(w)}/${w.bot.pending.sessionId}/messages` }),
    allowed: managers,
  },
  {
    name: 'read a logged conversation through another team',
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.otherOrgId}/bot-logs/${w.bot.pending.sessionId}/messages`,
    }),
    allowed: [],
    denied: throughAnotherTeam,
  },
  {
    name: "correct the bot's answer into the knowledge base",
    request: (w) => ({
      method: 'POST',
      url: `${logs(w)}/messages/${w.bot.pending.answerId}/correction`,
      payload: { datasetId: w.kb.datasetId, question: '退货运费谁出？', answer: '七天内免运费。' },
    }),
    allowed: managers,
  },
  {
    name: "correct the team's bot answer through another team",
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.otherOrgId}/bot-logs/messages/${w.bot.pending.answerId}/correction`,
      payload: { datasetId: w.kb.datasetId, question: '退货运费谁出？', answer: '七天内免运费。' },
    }),
    allowed: [],
    denied: throughAnotherTeam,
  },
];
