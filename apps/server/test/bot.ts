import { expect } from 'vitest';
import { type CreateHelper } from '@miaoyu/contracts';
import {
  CASE_STATIC_AUTHORIZATION,
  VISITOR_TOKEN_HEADER,
  type BotKey,
  type CreateBotKey,
} from '@miaoyu/contracts/bot';
import type { ChatUser } from './chat';
import type { TestApp } from './harness';
import { GUIDE_MD, knowledgeOf } from './knowledge';
import { parseSse } from './sse';

/** A team with a service helper answering from the after-sales guide, and a key to reach it. */
export async function teamBot(
  t: TestApp,
  owner: ChatUser,
  n: number,
  key: Partial<CreateBotKey> = {},
) {
  const orgId: string = (await owner.post('/v1/orgs', { name: `客服团队${n}` })).json().id;
  const kb = knowledgeOf(t, owner, orgId);
  const datasetId = await kb.create('售后指南');
  expect((await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD))).statusCode).toBe(200);
  await kb.settled(datasetId);
  const made = await owner.post(`/v1/orgs/${orgId}/helpers`, {
    name: '售后客服',
    kind: 'service',
    instruction: '你是售后客服。',
    model: 'env:stub-model',
    welcome: '您好，请问有什么可以帮您？',
    suggestedQuestions: ['退货运费谁出？', '发票多久到？'],
    datasetIds: [datasetId],
  });
  expect(made.statusCode, made.body).toBe(200);
  const helperId: string = made.json().id;
  const botKey = await addKey(owner, orgId, helperId, key);
  return { orgId, helperId, datasetId, key: botKey.key, keyId: botKey.id };
}

/** A service helper without a knowledge base: quicker than teamBot where answers do not matter. */
export async function serviceHelper(
  owner: ChatUser,
  orgId: string,
  fields: Partial<CreateHelper> = {},
): Promise<string> {
  const made = await owner.post(`/v1/orgs/${orgId}/helpers`, {
    name: '售后客服',
    kind: 'service',
    ...fields,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().id as string;
}

export async function addKey(
  owner: ChatUser,
  orgId: string,
  helperId: string,
  key: Partial<CreateBotKey> = {},
): Promise<BotKey> {
  const res = await owner.post(`/v1/orgs/${orgId}/helpers/${helperId}/bot-keys`, {
    name: '官网',
    allowedOrigins: ['https://shop.example.com'],
    expiresAt: null,
    perVisitorPerMinute: 100,
    perVisitorPerDay: 1000,
    ...key,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BotKey;
}

/** An anonymous visitor of a bot: a signed id, and the `case` API with it. */
export async function visitorOf(t: TestApp, key: string, headers: Record<string, string> = {}) {
  const made = await t.app.inject({ method: 'POST', url: `/v1/case/visitors?key=${key}`, headers });
  expect(made.statusCode, made.body).toBe(200);
  const { token, visitorId } = made.json() as { token: string; visitorId: string };
  const own = { [VISITOR_TOKEN_HEADER]: token, ...headers };
  const withKey = (url: string) => `${url}${url.includes('?') ? '&' : '?'}key=${key}`;
  const visitor = {
    token,
    visitorId,
    headers: own,
    get: (url: string) => t.app.inject({ method: 'GET', url: withKey(url), headers: own }),
    post: (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: withKey(url),
        headers: own,
        ...(payload ? { payload } : {}),
      }),
    async start(): Promise<string> {
      const res = await visitor.post('/v1/case/sessions');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as string;
    },
    async ask(sessionId: string, prompt: string, files: string[] = []) {
      const res = await visitor.post(`/v1/case/sessions/${sessionId}/completions`, {
        prompt,
        files,
      });
      return { res, ...(res.statusCode === 200 ? parseSse(res.body) : { events: [] }) };
    },
    /** The form-encoded feedback with the fixed static authorization. */
    rate(completionId: string, body: string, extra: Record<string, string> = {}) {
      return t.app.inject({
        method: 'POST',
        url: withKey(`/v1/case/completions/${completionId}/feedback`),
        headers: {
          ...own,
          authorization: CASE_STATIC_AUTHORIZATION,
          'content-type': 'application/x-www-form-urlencoded',
          ...extra,
        },
        payload: body,
      });
    },
  };
  return visitor;
}
export type BotVisitor = Awaited<ReturnType<typeof visitorOf>>;
