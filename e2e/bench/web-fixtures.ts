/** What `bench:web` signs in with and makes through the API before it loads the pages. */
import { readSmsCode } from '../support/server';
import type { BenchFixtures } from './web-pages';

export interface SignedIn {
  token: string;
  user: { id: string; orgId: string };
  /** Local storage of a signed-in browser (the spec's storage keys). */
  storage: Record<string, string>;
}

export async function signIn(url: string, logFile: string): Promise<SignedIn> {
  const phone = '13800000001';
  const asked = Date.now() - 1000;
  const post = (p: string, body: unknown) =>
    fetch(url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/v1/user/sendCode', { phone });
  const code = await readSmsCode(phone, asked, 10_000, logFile);
  const answer = (await (await post('/v1/user/loginByPhone', { phone, code })).json()) as {
    id: string;
    orgId: string;
    session: { token: string };
  };
  const { session, ...user } = answer;
  const token = `miaoyu-ai-studio ${Buffer.from(`${user.id}:${session.token}`).toString('base64')}`;
  return {
    token,
    user,
    storage: { token, userId: user.id, userInfo: JSON.stringify(user) },
  };
}

function caller(url: string, token: string) {
  return async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const answer = await fetch(url + p, {
      method,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${p}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
}

/** A session holding the stub model's Markdown demo answer (table, code, inline and block math). */
export async function markdownSession(url: string, token: string, userId: string): Promise<string> {
  const call = caller(url, token);
  const { sessionId } = await call<{ sessionId: string }>('POST', '/v1/chat/sessions', {
    title: 'Markdown',
    usingContext: true,
  });
  const answer = await fetch(`${url}/v1/chat/users/${userId}/sessions/${sessionId}/completions`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'Show some markdown', options: { usingContext: true } }),
  });
  const stream = await answer.text();
  if (!stream.includes('event: done')) throw new Error(`no answer: ${stream.slice(0, 300)}`);
  return sessionId;
}

export const BENCH_WELCOME = '您好，这里是妙语客服，请问有什么可以帮您？';

/** A team's service helper and a key to reach it, made through the API. */
export async function botKey(url: string, token: string): Promise<string> {
  const call = caller(url, token);
  const team = await call<{ id: string }>('POST', '/v1/orgs', { name: '基准客服团队' });
  const helper = await call<{ id: string }>('POST', `/v1/orgs/${team.id}/helpers`, {
    name: '妙语客服',
    kind: 'service',
    welcome: BENCH_WELCOME,
    suggestedQuestions: ['怎么开发票？', '多久发货？'],
  });
  const key = await call<{ key: string }>(
    'POST',
    `/v1/orgs/${team.id}/helpers/${helper.id}/bot-keys`,
    {
      name: '基准',
      allowedOrigins: [],
      expiresAt: null,
      perVisitorPerMinute: 60,
      perVisitorPerDay: 1000,
    },
  );
  return key.key;
}

/** An AI page the stub model writes, and a link that shares it. */
async function benchAiPage(url: string, token: string, orgId: string) {
  const written = await fetch(`${url}/v1/subscribe/html`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ orgId, prompt: '基准新品介绍页' }),
  });
  const pageId = /"pageId":"(\d+)"/.exec(await written.text())?.[1];
  if (!pageId) throw new Error('the stub model wrote no page');
  const share = await caller(url, token)<{ code: string }>(
    'POST',
    `/v1/subscribe/html/share?shareId=${pageId}`,
    { orgId },
  );
  return { id: pageId, title: '基准新品介绍页', shareCode: share.code };
}

/** Helpers, a knowledge base, a team and its invitation for the pages that show one. */
export async function benchFixtures(url: string, signedIn: SignedIn): Promise<BenchFixtures> {
  const call = caller(url, signedIn.token);
  const orgId = signedIn.user.orgId;
  const helper = (name: string, kind: string) =>
    call<{ id: string; code: string }>('POST', `/v1/orgs/${orgId}/helpers`, {
      name,
      kind,
      visibility: 'team',
    });
  const chatHelper = { ...(await helper('基准写作助手', 'chat')), name: '基准写作助手' };
  const saleHelper = { ...(await helper('基准销售助手', 'sale')), name: '基准销售助手' };
  const service = await helper('基准客服助手', 'service');
  const dataset = await call<{ id: string }>('POST', `/v1/orgs/${orgId}/datasets`, {
    name: '基准知识库',
    description: '',
  });
  const team = await call<{ id: string; code: string }>('POST', '/v1/orgs', {
    name: '基准邀请团队',
  });
  const invite = await call<{ code: string }>('POST', `/v1/orgs/${team.id}/invites`, {
    maxUses: 5,
  });
  // Making a team moves its maker into it: back home, where the helpers and the knowledge base are.
  await call('POST', '/v1/user/currentOrg', { orgId });
  const aiPage = await benchAiPage(url, signedIn.token, orgId);
  const article = await call<{ id: string; keyword: string }>('POST', '/v1/admin/articles', {
    keyword: `bench-${Date.now()}`,
    category: 'page',
  });
  await call('PUT', `/v1/admin/articles/${article.id}/zh-CN`, {
    title: '基准服务条款',
    html: '<h2>第一条</h2><p>基准文章的正文。</p><ul><li>一</li><li>二</li></ul>',
    baseVersion: 0,
  });
  await call('PUT', `/v1/admin/articles/${article.id}/zh-CN/published`, { version: 1 });
  const scene = await call<{ id: string }>('POST', `/v1/orgs/${orgId}/scenes`, {
    name: '基准留资场景',
    template: 'lead',
  });
  return {
    scene: { id: scene.id, name: '基准留资场景' },
    aiPage,
    article: { id: article.id, keyword: article.keyword, title: '基准服务条款' },
    teamCode: team.code,
    chatHelper,
    saleHelper,
    serviceHelperId: service.id,
    dataset: { id: dataset.id, name: '基准知识库' },
    inviteCode: invite.code,
  };
}
