import type { Actor, MatrixWorld } from './fixture';
import type { MatrixAction, MatrixRequest } from './actions';
import { multipart } from '../multipart';

const team: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];
/**
 * The sale chat routes name the team in the query or the body, not the path: someone outside it
 * is not found (403 is the default only for `/v1/orgs/:orgId` paths).
 */
const outsiders = { otherOwner: 404, platformAdmin: 404 };
/** The spare member's shared chat: the member reads it and may not change it. */
const readOnly = { ...outsiders, member: 403 };
/** The spare member's private chat: not found for the member. */
const hidden = { ...outsiders, member: 404 };
const everyone404 = { owner: 404, admin: 404, member: 404, ...outsiders };

/**
 * Refusals decided after the body is validated: these routes read the team (and the chat) from
 * the body, so a body without content is refused as invalid first (banned and signed-out callers
 * are still refused before).
 */
export const SALE_DECIDED_BY_BODY: Record<string, Actor[]> = {};

const q = (w: MatrixWorld) => `orgId=${w.orgId}`;
const chat = (w: MatrixWorld, id: string) => `/v1/saleChat/${id}?${q(w)}`;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);
const upload = (w: MatrixWorld, id: string): MatrixRequest => {
  const form = multipart({}, [
    { field: 'file', filename: 'a.png', contentType: 'image/png', body: png },
  ]);
  return {
    method: 'POST',
    url: `/v1/saleChat/pic?id=${id}&${q(w)}`,
    payload: form.payload as unknown as object,
    headers: form.headers,
  };
};

/** A row whose refusals depend on a body that names the team and the chat. */
function byBody(action: MatrixAction): MatrixAction {
  const refused = [...team, 'otherOwner', 'platformAdmin'] as Actor[];
  SALE_DECIDED_BY_BODY[action.name] = refused.filter((a) => !action.allowed.includes(a));
  return action;
}

/** Sale chats: their owner and the team's managers change them; shared ones are read by all. */
export const SALES_ACTIONS: MatrixAction[] = [
  byBody({
    name: 'start a sale chat',
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat',
      payload: { orgId: w.orgId, helperId: w.sales.helperId, customerName: '新客户' },
    }),
    allowed: team,
    denied: outsiders,
  }),
  {
    name: "list the team's sale chats",
    request: (w) => ({ method: 'GET', url: `/v1/saleChat/list?${q(w)}&scope=team` }),
    allowed: team,
    denied: outsiders,
    shows: (body, w) => body.includes(`"id":"${w.sales.sharedChat.id}"`),
  },
  {
    name: "list sale chats shows the member's private chat to managers",
    request: (w) => ({ method: 'GET', url: `/v1/saleChat/list?${q(w)}&scope=team` }),
    allowed: team,
    denied: outsiders,
    shows: (body, w) => body.includes(`"id":"${w.sales.memberChat.id}"`),
  },
  {
    name: "read the member's sale chat",
    request: (w) => ({ method: 'GET', url: chat(w, w.sales.memberChat.id) }),
    allowed: team,
    denied: outsiders,
  },
  {
    name: 'read a sale chat shared with the team',
    request: (w) => ({ method: 'GET', url: chat(w, w.sales.sharedChat.id) }),
    allowed: team,
    denied: outsiders,
  },
  {
    name: "read another member's private sale chat",
    request: (w) => ({ method: 'GET', url: chat(w, w.sales.privateChatId) }),
    allowed: managers,
    denied: hidden,
  },
  {
    name: "read the member's sale chat through another team",
    request: (w) => ({
      method: 'GET',
      url: `/v1/saleChat/${w.sales.memberChat.id}?orgId=${w.otherOrgId}`,
    }),
    allowed: [],
    denied: everyone404,
  },
  byBody({
    name: "change the member's sale chat",
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/update',
      payload: { orgId: w.orgId, id: w.sales.memberChat.id, stage: 'interested' },
    }),
    allowed: team,
    denied: outsiders,
  }),
  byBody({
    name: 'change a sale chat shared with the team',
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/update',
      payload: { orgId: w.orgId, id: w.sales.sharedChat.id, notes: '改' },
    }),
    allowed: managers,
    denied: readOnly,
  }),
  {
    name: "delete the member's sale chat",
    request: (w) => ({
      method: 'POST',
      url: `/v1/saleChat/delete/${w.sales.memberChat.id}?${q(w)}`,
    }),
    allowed: team,
    denied: outsiders,
  },
  {
    name: 'delete a sale chat shared with the team',
    request: (w) => ({
      method: 'POST',
      url: `/v1/saleChat/delete/${w.sales.sharedChat.id}?${q(w)}`,
    }),
    allowed: managers,
    denied: readOnly,
  },
  {
    name: "add a screenshot to the member's sale chat",
    request: (w) => upload(w, w.sales.memberChat.id),
    allowed: team,
    denied: outsiders,
  },
  {
    name: 'add a screenshot to a sale chat shared with the team',
    request: (w) => upload(w, w.sales.sharedChat.id),
    allowed: managers,
    denied: readOnly,
  },
  byBody({
    name: "order the member's screenshots",
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/pic/order',
      payload: { orgId: w.orgId, id: w.sales.memberChat.id, picIds: [w.sales.memberChat.picId] },
    }),
    allowed: team,
    denied: outsiders,
  }),
  {
    name: "delete a screenshot of the member's sale chat",
    request: (w) => ({
      method: 'POST',
      url: `/v1/saleChat/pic/delete/${w.sales.memberChat.picId}?${q(w)}`,
    }),
    allowed: team,
    denied: outsiders,
  },
  {
    name: 'delete a screenshot of a sale chat shared with the team',
    request: (w) => ({
      method: 'POST',
      url: `/v1/saleChat/pic/delete/${w.sales.sharedChat.picId}?${q(w)}`,
    }),
    allowed: managers,
    denied: readOnly,
  },
  byBody({
    name: "read the member's screenshots into a dialogue",
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/getChatByPic',
      payload: { orgId: w.orgId, id: w.sales.memberChat.id },
    }),
    allowed: team,
    denied: outsiders,
  }),
  byBody({
    name: 'read the screenshots of a sale chat shared with the team',
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/getChatByPic',
      payload: { orgId: w.orgId, id: w.sales.sharedChat.id },
    }),
    allowed: managers,
    denied: readOnly,
  }),
  byBody({
    name: "suggest replies in the member's sale chat",
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/suggest',
      payload: { orgId: w.orgId, id: w.sales.memberChat.id },
    }),
    allowed: team,
    denied: outsiders,
  }),
  byBody({
    name: 'suggest replies in a sale chat shared with the team',
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/suggest',
      payload: { orgId: w.orgId, id: w.sales.sharedChat.id },
    }),
    allowed: managers,
    denied: readOnly,
  }),
  byBody({
    name: "record the reply sent in the member's sale chat",
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/sent',
      payload: {
        orgId: w.orgId,
        id: w.sales.memberChat.id,
        suggestionId: w.sales.memberChat.suggestionId,
        index: 0,
        text: '王总您好，年付可以打八折哦。',
      },
    }),
    allowed: team,
    denied: outsiders,
  }),
  byBody({
    name: 'record a reply sent in a sale chat shared with the team',
    request: (w) => ({
      method: 'POST',
      url: '/v1/saleChat/sent',
      payload: { orgId: w.orgId, id: w.sales.sharedChat.id, text: '好的' },
    }),
    allowed: managers,
    denied: readOnly,
  }),
];
