import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export interface DingTalkApp {
  clientId: string;
  clientSecret: string;
  /** The organisation this internal app belongs to, e.g. `dingcorp1`. */
  corpId: string;
}

export interface DingTalkUser {
  unionId: string;
  nick: string;
  avatarUrl?: string;
  mobile?: string;
  /** The user's `userid` in each organisation they belong to, by corpId. */
  corps: Record<string, string>;
}

export interface DingTalkCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface DingTalkStub {
  /** Origin serving login.dingtalk.com, api.dingtalk.com and oapi.dingtalk.com paths. */
  url: string;
  close(): Promise<void>;
  addApp(app: DingTalkApp): void;
  addUser(user: DingTalkUser): void;
  /** Who is signed in to DingTalk's login page in the browser; null shows the QR page. */
  signedInAs(unionId: string | null): void;
  /** The next /oauth2/auth redirects back with `error=access_denied`, as if the user refused. */
  refuseNext(): void;
  /** What `dd.requestAuthCode` returns inside the DingTalk app: a single-use free-login code. */
  inAppCode(request: { clientId: string; corpId: string; unionId: string }): string;
  /** Makes every code issued so far expired. */
  expireAll(): void;
  calls: DingTalkCall[];
}

interface IssuedCode {
  clientId: string;
  unionId: string;
  /** Whether the login asked for the `corpid` scope (browser codes only). */
  withCorp: boolean;
  expiresAt: number;
  used: boolean;
}

const TOKEN_TTL_S = 7200;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Stable for (user, app) and unlike the unionId, as DingTalk's openId is. */
const openIdOf = (unionId: string, clientId: string) =>
  createHash('sha256').update(`${unionId}:${clientId}`).digest('hex').slice(0, 28);

/**
 * A local DingTalk speaking its documented wire protocols: the browser OAuth2 login
 * (login.dingtalk.com), the new API (api.dingtalk.com, HTTP 4xx with `{code, message, requestid}`)
 * and the old API (oapi.dingtalk.com, always HTTP 200 with `errcode`). Codes are single use and
 * expire; a browser code and an in-app free-login code are not interchangeable.
 */
export async function startDingTalkStub(
  /** `port`: a fixed one, for a server started before the stub (the browser tests'). */
  options: { codeTtlMs?: number; port?: number } = {},
): Promise<DingTalkStub> {
  const codeTtlMs = options.codeTtlMs ?? 5 * 60_000;
  const apps = new Map<string, DingTalkApp>();
  const users = new Map<string, DingTalkUser>();
  const browserCodes = new Map<string, IssuedCode>();
  const inAppCodes = new Map<string, IssuedCode>();
  const userTokens = new Map<string, { unionId: string; clientId: string; expiresAt: number }>();
  // The new API's and the old API's app tokens are the same credential, usable on both hosts.
  const appTokens = new Map<string, { clientId: string; expiresAt: number }>();
  const calls: DingTalkCall[] = [];
  let signedIn: string | null = null;
  let refuse = false;

  const issueCode = (codes: Map<string, IssuedCode>, code: Omit<IssuedCode, 'expiresAt'>) => {
    const value = hex(16);
    codes.set(value, { ...code, expiresAt: Date.now() + codeTtlMs });
    return value;
  };
  /** The code if it is live and for this app, now spent; undefined otherwise. */
  const redeem = (codes: Map<string, IssuedCode>, value: unknown, clientId: string) => {
    const code = codes.get(String(value));
    if (!code || code.used || code.expiresAt <= Date.now() || code.clientId !== clientId) return;
    code.used = true;
    return code;
  };
  const issueAppToken = (clientId: string) => {
    const token = hex(16);
    appTokens.set(token, { clientId, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    return token;
  };
  /** The app whose live token the old API's `access_token` query carries. */
  const appOfToken = (request: FastifyRequest) => {
    const token = appTokens.get(String((request.query as Record<string, string>).access_token));
    return token && token.expiresAt > Date.now() ? apps.get(token.clientId) : undefined;
  };
  const apiError = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply.code(status).send({ code, message, requestid: randomUUID().toUpperCase() });
  const oapi = (reply: FastifyReply, errcode: number, errmsg: string, extra: object = {}) =>
    reply.send({ errcode, errmsg, ...extra, request_id: hex(12) });
  const page = (reply: FastifyReply, status: number, text: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(`<!doctype html><p>${text}</p>`);

  const app = Fastify({ logger: false });
  app.addHook('preHandler', async (request) => {
    const url = new URL(request.url, 'http://stub');
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: request.body,
    });
  });

  app.get('/oauth2/auth', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const client = apps.get(query.client_id ?? '');
    if (!client) return page(reply, 400, '参数错误：client_id 无效');
    if (query.response_type !== 'code') return page(reply, 400, '参数错误：response_type 无效');
    const scopes = (query.scope ?? '').split(' ');
    if (!scopes.includes('openid')) return page(reply, 400, '参数错误：scope 无效');
    let target: URL;
    try {
      target = new URL(query.redirect_uri ?? '');
    } catch {
      return page(reply, 400, '参数错误：redirect_uri 无效');
    }
    if (!signedIn && !refuse) return page(reply, 200, '请用钉钉扫码登录');
    if (refuse) {
      refuse = false;
      target.searchParams.append('error', 'access_denied');
    } else {
      const withCorp = scopes.includes('corpid');
      const code = { clientId: client.clientId, unionId: signedIn!, withCorp, used: false };
      target.searchParams.append('authCode', issueCode(browserCodes, code));
    }
    if (query.state !== undefined) target.searchParams.append('state', query.state);
    return reply.redirect(target.href, 302);
  });

  app.post('/v1.0/oauth2/userAccessToken', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const client = apps.get(String(body.clientId));
    if (!client) return apiError(reply, 400, 'invalidClientId', '无效的clientId');
    if (body.clientSecret !== client.clientSecret)
      return apiError(reply, 400, 'invalidClientSecret', '无效的clientSecret');
    if (body.grantType !== 'authorization_code')
      return apiError(reply, 400, 'invalidParameter.grantType.invalid', '不支持的grantType');
    const code = redeem(browserCodes, body.code, client.clientId);
    if (!code)
      return apiError(reply, 400, 'invalidParameter.authCode.notFound', '不合法的临时授权码');
    const token = hex(16);
    userTokens.set(token, {
      unionId: code.unionId,
      clientId: client.clientId,
      expiresAt: Date.now() + TOKEN_TTL_S * 1000,
    });
    // A user outside the app's organisation signs in with one of their own.
    const corps = Object.keys(users.get(code.unionId)?.corps ?? {});
    const corpId = corps.includes(client.corpId) ? client.corpId : corps[0];
    return reply.send({
      accessToken: token,
      refreshToken: hex(16),
      expireIn: TOKEN_TTL_S,
      ...(code.withCorp && corpId ? { corpId } : {}),
    });
  });

  app.get('/v1.0/contact/users/me', async (request, reply) => {
    const token = userTokens.get(String(request.headers['x-acs-dingtalk-access-token']));
    const user = token && token.expiresAt > Date.now() ? users.get(token.unionId) : undefined;
    if (!token || !user)
      return apiError(reply, 401, 'InvalidAuthentication', '不合法的access_token');
    return reply.send({
      nick: user.nick,
      avatarUrl: user.avatarUrl ?? '',
      // Without a mobile the real API leaves out the number and its country code.
      ...(user.mobile ? { mobile: user.mobile, stateCode: '86' } : {}),
      email: '',
      openId: openIdOf(user.unionId, token.clientId),
      unionId: user.unionId,
    });
  });

  app.post('/v1.0/oauth2/accessToken', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const client = apps.get(String(body.appKey));
    if (!client) return apiError(reply, 400, 'invalidClientId', '无效的appKey');
    if (body.appSecret !== client.clientSecret)
      return apiError(reply, 400, 'invalidClientSecret', '无效的appSecret');
    return reply.send({ accessToken: issueAppToken(client.clientId), expireIn: TOKEN_TTL_S });
  });

  app.get('/gettoken', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const client = apps.get(query.appkey ?? '');
    if (!client || query.appsecret !== client.clientSecret)
      return oapi(reply, 40089, '不合法的corpid或corpsecret');
    const access_token = issueAppToken(client.clientId);
    return oapi(reply, 0, 'ok', { access_token, expires_in: TOKEN_TTL_S });
  });

  app.post('/topapi/v2/user/getuserinfo', async (request, reply) => {
    const client = appOfToken(request);
    if (!client) return oapi(reply, 40014, '不合法的access_token');
    const { code: value } = (request.body ?? {}) as { code?: unknown };
    const code = redeem(inAppCodes, value, client.clientId);
    const user = code && users.get(code.unionId);
    if (!user) return oapi(reply, 40078, '不存在的临时授权码');
    return oapi(reply, 0, 'ok', {
      result: {
        userid: user.corps[client.corpId],
        unionid: user.unionId,
        name: user.nick,
        device_id: hex(16),
        sys: false,
        sys_level: 0,
        associated_unionid: '',
      },
    });
  });

  app.post('/topapi/user/getbyunionid', async (request, reply) => {
    const client = appOfToken(request);
    if (!client) return oapi(reply, 40014, '不合法的access_token');
    const { unionid: unionId } = (request.body ?? {}) as { unionid?: unknown };
    const userid = users.get(String(unionId))?.corps[client.corpId];
    if (!userid) return oapi(reply, 60121, '找不到该用户');
    return oapi(reply, 0, 'ok', { result: { contact_type: 0, userid } });
  });

  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const { port } = app.server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    close: () => app.close(),
    addApp: (added) => void apps.set(added.clientId, { ...added }),
    addUser: (added) => void users.set(added.unionId, { ...added, corps: { ...added.corps } }),
    signedInAs: (unionId) => {
      if (unionId !== null && !users.has(unionId)) throw new Error(`unknown user ${unionId}`);
      signedIn = unionId;
    },
    refuseNext: () => {
      refuse = true;
    },
    inAppCode: ({ clientId, corpId, unionId }) => {
      // An internal app opens only in its own organisation, for its members: elsewhere
      // dd.requestAuthCode fails in the client and no code exists.
      if (apps.get(clientId)?.corpId !== corpId) throw new Error(`no app ${clientId} in ${corpId}`);
      if (!users.get(unionId)?.corps[corpId]) throw new Error(`${unionId} is not in ${corpId}`);
      return issueCode(inAppCodes, { clientId, unionId, withCorp: false, used: false });
    },
    expireAll: () => {
      for (const code of [...browserCodes.values(), ...inAppCodes.values()]) code.expiresAt = 0;
    },
    calls,
  };
}
