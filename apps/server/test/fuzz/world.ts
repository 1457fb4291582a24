import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { OFFLINE_MODEL_REF } from '@miaoyu/contracts';
import { VISITOR_TOKEN_HEADER } from '@miaoyu/contracts/bot';
import type { App } from '../../src/app';
import { users } from '../../src/db/schema';
import { issueToken } from '../../src/plugins/auth/tokens';
import { buildWorld } from '../matrix/fixture';
import { authHeader } from '../harness';
import { multipart } from '../multipart';
import { parseSse } from '../sse';
import type { JsonSchema, Method } from './openapi';

/**
 * Real objects for the fuzz run to point at, all reachable by one caller who owns the team and is a
 * platform admin, so permission checks let requests through to validation and beyond.
 */
export interface FuzzWorld {
  callerId: string;
  orgId: string;
  /** A member of the team to act upon (role, removal, ban). */
  targetId: string;
  /** Another member, to transfer the team to. */
  memberId: string;
  inviteId: string;
  inviteCode: string;
  providerId: string;
  sessionId: string;
  questionId: string;
  answerId: string;
  feedbackId: string;
  deviceId: string;
  fileCode: string;
  /** Chat attachments of the caller: an image and a text file. */
  imageCode: string;
  textCode: string;
  /** The caller's Authorization header; `refresh` replaces it when an operation ended it. */
  authorization: string;
  /** An API key of a helper whose team has no model (the offline answerer replies). */
  helperKey: string;
  /** A helper's code and a team's code, for the paths that take one. */
  helperCode: string;
  teamCode: string;
  /** The team's bot, its visitor (with one file sent) and their conversation waiting for a person. */
  bot: {
    helperId: string;
    key: string;
    keyId: string;
    visitorToken: string;
    sessionId: string;
    answerId: string;
    fileId: string;
    datasetId: string;
  };
  /** The team's sales helper and the member's sale chat (the caller manages it) with its picture. */
  sales: { helperId: string; chatId: string; picId: string; suggestionId: string };
  /** An AI page of the team with a live link. */
  aiPage: { pageId: string; shareId: string };
  articleId: string;
  /** The free plan, which the team is on, and a model's own point price. */
  planId: string;
  priceId: string;
  scene: { sceneId: string; runId: string };
  refresh(): Promise<void>;
}

/** Paths that name a bot's visitor conversation or its messages, not a chat session's. */
const VISITOR_CONVERSATION = /^\/v1\/case\/|\/inbox\/|\/bot-logs\//;

export async function buildFuzzWorld(app: App): Promise<FuzzWorld> {
  const matrix = await buildWorld(app);
  const callerId = BigInt(matrix.ids.owner);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, callerId));
  const world = { authorization: matrix.headers.owner.authorization } as FuzzWorld;
  const send = async (method: Method, url: string, payload?: object | Buffer, headers = {}) => {
    const res = await app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: world.authorization, ...headers },
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };

  const created = (await send('POST', '/v1/orgs', { name: '模糊测试接口' })).json();
  const team = created.id;
  const helper = (
    await send('POST', `/v1/orgs/${team}/helpers`, { name: '接口', kind: 'chat' })
  ).json().id;
  const helperKey = (
    await send('POST', `/v1/orgs/${team}/helpers/${helper}/api-keys`, { name: '模糊测试' })
  ).json().key;
  await send('POST', '/v1/user/currentOrg', { orgId: matrix.orgId });
  const sessionId = (await send('POST', '/v1/chat/sessions', { title: '模糊测试' })).json()
    .sessionId;
  const asked = await send('POST', `/v1/chat/users/${callerId}/sessions/${sessionId}/completions`, {
    prompt: '你好',
  });
  const start = parseSse(asked.body).events.find((e) => e.event === 'start');
  if (start?.event !== 'start') throw new Error(`no start event: ${asked.body}`);
  const feedback = await send('POST', '/v1/feedbacks', { type: 'bug', content: '模糊测试' });
  const devices = await send('GET', '/v1/user/devices');
  const png = await sharp({
    create: { width: 2, height: 2, channels: 3, background: '#165dff' },
  })
    .png()
    .toBuffer();
  const upload = async (url: string, filename: string, body: Buffer, headers = {}) => {
    const form = multipart({}, [{ field: 'file', filename, contentType: 'text/plain', body }]);
    return send('POST', url, form.payload, { ...form.headers, ...headers });
  };
  const avatar = await upload('/v1/user/avatar', 'a.png', png);
  const image = await upload('/v1/chat/attachments', 'a.png', png);
  const text = await upload('/v1/chat/attachments', 'a.md', Buffer.from('# 妙语\n'));
  const { bot } = matrix;
  const visitorFile = await upload(`/v1/case/fileId?key=${bot.key}`, 'a.png', png, {
    [VISITOR_TOKEN_HEADER]: bot.visitorToken,
  });

  return Object.assign(world, {
    callerId: String(callerId),
    orgId: matrix.orgId,
    targetId: matrix.ids.target,
    memberId: matrix.ids.member,
    inviteId: matrix.inviteId,
    inviteCode: matrix.inviteCode,
    providerId: matrix.providerId,
    sessionId,
    questionId: start.data.questionId,
    answerId: start.data.answerId,
    feedbackId: feedback.json().id,
    deviceId: devices.json().list[0].id,
    fileCode: String(avatar.json().avatar).split('/').pop()!,
    imageCode: image.json().code,
    textCode: text.json().code,
    helperKey,
    helperCode: matrix.helpers.teamCode,
    teamCode: created.code,
    bot: {
      helperId: bot.helperId,
      key: bot.key,
      keyId: bot.keyId,
      visitorToken: bot.visitorToken,
      sessionId: bot.pending.sessionId,
      answerId: bot.pending.answerId,
      fileId: visitorFile.json().fileId,
      datasetId: matrix.kb.datasetId,
    },
    aiPage: { pageId: matrix.aiPages.targetPage, shareId: matrix.aiPages.targetShare.id },
    articleId: matrix.articleId,
    planId: matrix.freePlanId,
    priceId: matrix.pointPriceId,
    scene: matrix.scenes,
    sales: {
      helperId: matrix.sales.helperId,
      chatId: matrix.sales.memberChat.id,
      picId: matrix.sales.memberChat.picId,
      suggestionId: matrix.sales.memberChat.suggestionId,
    },
    async refresh() {
      const info = await app.inject({
        method: 'GET',
        url: '/v1/user/info',
        headers: { authorization: world.authorization },
      });
      // A deleted account stays deleted: its cases then run signed out.
      const [exists] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, callerId));
      if (info.statusCode === 401 && exists) {
        const { token } = await issueToken(app.db, callerId, 1, {});
        world.authorization = authHeader(String(callerId), token);
      }
    },
  });
}

/** Real ids and values for path parameters, by name and place. */
export function pathValue(world: FuzzWorld, path: string, name: string): string | undefined {
  switch (name) {
    case 'orgId':
      return world.orgId;
    case 'userId':
      return /\/members\/|\/admin\/users\//.test(path) ? world.targetId : world.callerId;
    case 'id':
      if (path.startsWith('/v1/saleChat/pic/')) return world.sales.picId;
      if (path.startsWith('/v1/saleChat/')) return world.sales.chatId;
      return path.startsWith('/v1/user/') ? world.callerId : world.questionId;
    case 'sessionId':
      return VISITOR_CONVERSATION.test(path) ? world.bot.sessionId : world.sessionId;
    case 'answerId':
      return path.startsWith('/v1/case/') ? world.bot.answerId : world.answerId;
    case 'completionId':
      return path.startsWith('/v1/case/') ? world.bot.answerId : world.questionId;
    case 'messageId':
      return world.bot.answerId;
    case 'helperId':
      return /\/bot(-keys)?(\/|$)/.test(path) ? world.bot.helperId : undefined;
    case 'keyId':
      return path.includes('/bot-keys/') ? world.bot.keyId : undefined;
    case 'inviteId':
      return world.inviteId;
    case 'code':
      if (path.startsWith('/v1/files/')) return world.fileCode;
      if (path.startsWith('/v1/public/teams/')) return world.teamCode;
      if (/helpers|subscriptions/.test(path)) return world.helperCode;
      return world.inviteCode;
    case 'feedbackId':
      return world.feedbackId;
    case 'providerId':
      return world.providerId;
    case 'deviceId':
      return world.deviceId;
    case 'pageId':
      return world.aiPage.pageId;
    case 'shareId':
      return world.aiPage.shareId;
    case 'n':
      return '1';
    case 'articleId':
      return world.articleId;
    case 'planId':
      return world.planId;
    case 'priceId':
      return world.priceId;
    case 'sceneId':
      return world.scene.sceneId;
    case 'runId':
      return world.scene.runId;
    case 'nodeId':
      // An if-else node of the lead-capture scene: it runs without a model.
      return path.includes('/scenes/') ? 'has_all' : undefined;
    case 'name':
      return path.includes('/scene-secrets/') ? 'PRICE_KEY' : undefined;
    case 'locale':
      return 'zh-CN';
    default:
      return undefined;
  }
}

/** Real values for body fields whose schema alone cannot say what exists. */
export function bodyValue(world: FuzzWorld, path: string) {
  return (name: string, schema: JsonSchema): unknown => {
    if (schema.type !== 'string' || schema.enum) return undefined;
    switch (name) {
      case 'orgId':
        return world.orgId;
      case 'id':
        return path.startsWith('/v1/saleChat') ? world.sales.chatId : undefined;
      case 'helperId':
        return path.startsWith('/v1/saleChat') ? world.sales.helperId : undefined;
      case 'picIds':
        return world.sales.picId;
      case 'suggestionId':
        return world.sales.suggestionId;
      case 'userId':
        return path.endsWith('/transfer') ? world.memberId : world.callerId;
      case 'sessionId':
        return VISITOR_CONVERSATION.test(path) ? world.bot.sessionId : world.sessionId;
      case 'datasetId':
        return world.bot.datasetId;
      case 'allowedOrigins':
        return 'https://shop.example.com';
      case 'expiresAt':
        return '2099-01-01T00:00:00Z';
      case 'primaryColor':
        return '#165DFF';
      case 'regenerateId':
        return world.answerId;
      case 'providerId':
        return world.providerId;
      case 'images':
        return world.imageCode;
      case 'files':
        return path.startsWith('/v1/case/') ? world.bot.fileId : world.textCode;
      case 'model':
        return OFFLINE_MODEL_REF;
      case 'key':
        return 'chat';
      case 'phone':
        return '13900000099';
      case 'prompt':
        return '你好';
      case 'pageId':
        return world.aiPage.pageId;
      case 'confirmName':
        return '不是这个名字';
      default:
        return undefined;
    }
  };
}

/** Real values for query parameters the request cannot do without (a bot's key). */
export function queryValue(world: FuzzWorld, path: string, name: string): string | undefined {
  if (name === 'key' && /^\/v1\/(case\/|webPreviewUi$)/.test(path)) return world.bot.key;
  // Screenshots are added to the chat the query names.
  if (path === '/v1/saleChat/pic' && name === 'id') return world.sales.chatId;
  if (name === 'shareId') return world.aiPage.pageId;
  return undefined;
}

/** Headers a route's caller sends besides the authorization: a bot's visitor their signed id. */
export function headersFor(world: FuzzWorld, path: string): Record<string, string> {
  return path.startsWith('/v1/case/') ? { [VISITOR_TOKEN_HEADER]: world.bot.visitorToken } : {};
}
