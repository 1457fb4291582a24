import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor, MatrixWorld } from '../../../test/matrix/fixture';

const members: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];

/** The team is named in the body: someone outside it does not find it. */
const outsiders = { otherOwner: 404, platformAdmin: 404 };
const page = (w: MatrixWorld, rest = '') =>
  `/v1/orgs/${w.orgId}/ai-pages/${w.aiPages.targetPage}${rest}`;

/**
 * AI pages: every member reads the team's pages; a page's author and the managers change,
 * share and delete it (the page here is the spare member's, so the member may only read it).
 */
export const MATRIX: MatrixAction[] = [
  {
    name: "list the team's AI pages",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/ai-pages?scope=team` }),
    allowed: members,
    shows: (body, w) => body.includes(`"id":"${w.aiPages.targetPage}"`),
  },
  {
    name: 'read an AI page',
    request: (w) => ({ method: 'GET', url: page(w) }),
    allowed: members,
  },
  {
    name: "read an AI page's version",
    request: (w) => ({ method: 'GET', url: page(w, '/versions/1') }),
    allowed: members,
  },
  {
    name: 'rename an AI page',
    request: (w) => ({ method: 'PATCH', url: page(w), payload: { title: '新的报价单' } }),
    allowed: managers,
  },
  {
    name: 'edit an AI page by hand',
    request: (w) => ({
      method: 'POST',
      url: page(w, '/versions'),
      payload: { html: '<h1>改过的报价单</h1>', baseVersion: 1 },
    }),
    allowed: managers,
  },
  {
    name: 'restore a version of an AI page',
    request: (w) => ({
      method: 'POST',
      url: page(w, '/versions/1/restore'),
      payload: { baseVersion: 1 },
    }),
    allowed: managers,
  },
  {
    name: "list an AI page's links",
    request: (w) => ({ method: 'GET', url: page(w, '/shares') }),
    allowed: managers,
  },
  {
    name: "revoke an AI page's link",
    request: (w) => ({ method: 'DELETE', url: page(w, `/shares/${w.aiPages.targetShare.id}`) }),
    allowed: managers,
  },
  {
    name: 'delete an AI page',
    request: (w) => ({ method: 'DELETE', url: page(w) }),
    allowed: managers,
  },
  {
    name: 'share an AI page',
    request: (w) => ({
      method: 'POST',
      url: `/v1/subscribe/html/share?shareId=${w.aiPages.targetPage}`,
      payload: { orgId: w.orgId, expiresInDays: 7 },
    }),
    allowed: managers,
    denied: outsiders,
    decidedByBody: ['otherOwner', 'platformAdmin', 'member'],
  },
  {
    name: 'write an AI page',
    request: (w) => ({
      method: 'POST',
      url: '/v1/subscribe/html',
      payload: { orgId: w.orgId, prompt: '写一个报价单页面' },
    }),
    allowed: members,
    denied: outsiders,
    decidedByBody: ['otherOwner', 'platformAdmin'],
  },
  {
    name: 'change an AI page by asking',
    request: (w) => ({
      method: 'POST',
      url: '/v1/subscribe/html',
      payload: { orgId: w.orgId, prompt: '把标题改成蓝色', pageId: w.aiPages.targetPage },
    }),
    allowed: managers,
    denied: outsiders,
    decidedByBody: ['otherOwner', 'platformAdmin', 'member'],
  },
];
