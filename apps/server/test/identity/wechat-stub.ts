import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export interface WeChatApp {
  appid: string;
  secret: string;
  /** An Open Platform website app (desktop QR login) or an Official Account (inside WeChat). */
  kind: 'website' | 'official';
}

export interface WeChatUser {
  unionid: string;
  nickname: string;
  headimgurl?: string;
  /** A virtual user of an Official Account's snapshot page (`is_snapshotuser: 1`). */
  snapshot?: boolean;
}

export interface WeChatCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface WeChatStub {
  /** Origin serving both open.weixin.qq.com and api.weixin.qq.com paths. */
  url: string;
  close(): Promise<void>;
  addApp(app: WeChatApp): void;
  addUser(user: WeChatUser): void;
  /** Who scans the QR code or is using WeChat; null: nobody. */
  signedInAs(unionid: string | null): void;
  /** The next authorization redirects back with only `state`, as if the user refused. */
  refuseNext(): void;
  /** Makes every code issued so far expired. */
  expireAll(): void;
  calls: WeChatCall[];
}

interface IssuedCode {
  appid: string;
  unionid: string;
  scope: string;
  expiresAt: number;
  used: boolean;
}

interface IssuedToken {
  appid: string;
  unionid: string;
  openid: string;
  scope: string;
  expiresAt: number;
}

const TOKEN_TTL_S = 7200;
/** Key order WeChat's regex demands of an Official Account authorization link. */
const AUTHORIZE_ORDER = ['appid', 'redirect_uri', 'response_type', 'scope', 'state'];

/** Stable for (user, app) and different for each app, shaped like a real openid. */
const openidOf = (unionid: string, appid: string) =>
  `o${createHash('sha256').update(`${appid}:${unionid}`).digest('base64url').slice(0, 27)}`;
/** WeChat's request id as its error messages carry it: three groups of 8 hex digits. */
const rid = () => [0, 1, 2].map(() => randomBytes(4).toString('hex')).join('-');
const newToken = () => randomBytes(64).toString('base64url');
const isTokenShaped = (value: string) => /^[\w-]{86}$/.test(value);

/**
 * A local WeChat speaking its documented web-login protocols: the Open Platform QR login
 * (`/connect/qrconnect`), the Official Account OAuth inside WeChat (`/connect/oauth2/authorize`,
 * with its strict parameter order and user-agent check) and the `sns` API. Authorization problems
 * are HTML pages with HTTP 200; API errors are HTTP 200 JSON with `errcode` and a `rid`, served as
 * text/plain as WeChat does.
 */
/** `port`: a fixed one, for a server started before the stub (the browser tests'). */
export async function startWeChatStub(
  options: { codeTtlMs?: number; port?: number } = {},
): Promise<WeChatStub> {
  const codeTtlMs = options.codeTtlMs ?? 5 * 60_000;
  const apps = new Map<string, WeChatApp>();
  const users = new Map<string, WeChatUser>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const calls: WeChatCall[] = [];
  let signedIn: string | null = null;
  let refuse = false;

  const page = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(`<!doctype html><p>${text}</p>`);
  const answer = (reply: FastifyReply, body: object) =>
    reply.type('text/plain').send(JSON.stringify(body));
  const fail = (reply: FastifyReply, errcode: number, message: string) =>
    answer(reply, { errcode, errmsg: `${message}, rid: ${rid()}` });

  /** Sends the browser back to the app: with a code, or with only `state` when refused. */
  const redirectBack = (reply: FastifyReply, app: WeChatApp, query: URLSearchParams) => {
    let target: URL;
    try {
      target = new URL(query.get('redirect_uri') ?? '');
    } catch {
      return page(reply, 'redirect_uri 参数错误');
    }
    if (refuse) {
      refuse = false;
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        appid: app.appid,
        unionid: signedIn!,
        scope: query.get('scope')!,
        expiresAt: Date.now() + codeTtlMs,
        used: false,
      });
      target.searchParams.append('code', code);
    }
    target.searchParams.append('state', query.get('state') ?? '');
    return reply.redirect(target.href, 302);
  };

  const app = Fastify({ logger: false });
  const queryOf = (request: FastifyRequest) => new URL(request.url, 'http://stub').searchParams;
  app.addHook('preHandler', async (request) => {
    const url = new URL(request.url, 'http://stub');
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: request.body,
    });
  });

  app.get('/connect/qrconnect', async (request, reply) => {
    const query = queryOf(request);
    const website = apps.get(query.get('appid') ?? '');
    if (!website) return page(reply, 'AppID 参数错误');
    if (website.kind !== 'website' || query.get('scope') !== 'snsapi_login')
      return page(reply, 'Scope 参数错误或没有 Scope 权限');
    if (query.get('response_type') !== 'code') return page(reply, 'response_type 参数错误');
    if (!signedIn && !refuse) return page(reply, '请使用微信扫描二维码登录');
    return redirectBack(reply, website, query);
  });

  app.get('/connect/oauth2/authorize', async (request, reply) => {
    if (!String(request.headers['user-agent']).includes('MicroMessenger') || !signedIn)
      return page(reply, '请在微信客户端打开链接');
    const query = queryOf(request);
    const keys = [...query.keys()];
    if (AUTHORIZE_ORDER.some((key, index) => keys[index] !== key))
      return page(reply, '参数错误：请按 appid、redirect_uri、response_type、scope、state 的顺序');
    const official = apps.get(query.get('appid')!);
    if (!official) return page(reply, 'appid 参数错误');
    if (official.kind !== 'official')
      return page(reply, '10016 不支持微信开放平台的Appid，请使用公众号Appid');
    if (!['snsapi_base', 'snsapi_userinfo'].includes(query.get('scope')!))
      return page(reply, '10005 此公众号并没有这些scope的权限');
    if (query.get('response_type') !== 'code') return page(reply, 'response_type 参数错误');
    return redirectBack(reply, official, query);
  });

  app.get('/sns/oauth2/access_token', async (request, reply) => {
    const query = queryOf(request);
    if (!query.get('appid')) return fail(reply, 41002, 'appid missing');
    const client = apps.get(query.get('appid')!);
    if (!client) return fail(reply, 40013, 'invalid appid');
    if (!query.get('secret')) return fail(reply, 41004, 'appsecret missing');
    if (query.get('secret') !== client.secret) return fail(reply, 40125, 'invalid appsecret');
    if (query.get('grant_type') !== 'authorization_code')
      return fail(reply, 40002, 'invalid grant_type');
    if (!query.get('code')) return fail(reply, 41008, 'missing code');
    const code = codes.get(query.get('code')!);
    if (!code || code.appid !== client.appid) return fail(reply, 40029, 'invalid code');
    if (code.used) return fail(reply, 40163, 'code been used');
    if (code.expiresAt <= Date.now()) return fail(reply, 42003, 'code expired');
    code.used = true;
    const access_token = newToken();
    const openid = openidOf(code.unionid, client.appid);
    const { unionid, scope } = code;
    tokens.set(access_token, {
      appid: client.appid,
      unionid,
      openid,
      scope,
      expiresAt: Date.now() + TOKEN_TTL_S * 1000,
    });
    const snapshot = client.kind === 'official' && users.get(unionid)?.snapshot;
    return answer(reply, {
      access_token,
      expires_in: TOKEN_TTL_S,
      refresh_token: newToken(),
      openid,
      scope,
      ...(snapshot ? { is_snapshotuser: 1 } : {}),
      unionid,
    });
  });

  app.get('/sns/userinfo', async (request, reply) => {
    const query = queryOf(request);
    const value = query.get('access_token') ?? '';
    if (!value) return fail(reply, 41001, 'access_token missing');
    if (!isTokenShaped(value)) return fail(reply, 40014, 'invalid access_token');
    const token = tokens.get(value);
    if (!token)
      return fail(reply, 40001, 'invalid credential, access_token is invalid or not latest');
    if (token.expiresAt <= Date.now()) return fail(reply, 42001, 'access_token expired');
    if (!query.get('openid')) return fail(reply, 41009, 'missing openid');
    if (query.get('openid') !== token.openid) return fail(reply, 40003, 'invalid openid');
    if (token.scope === 'snsapi_base') return fail(reply, 48001, 'api unauthorized');
    const user = users.get(token.unionid)!;
    return answer(reply, {
      openid: token.openid,
      nickname: user.nickname,
      // Since late 2021 WeChat answers gender and region blank.
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: user.headimgurl ?? '',
      privilege: [],
      unionid: user.unionid,
    });
  });

  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const { port } = app.server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    close: () => app.close(),
    addApp: (added) => void apps.set(added.appid, { ...added }),
    addUser: (added) => void users.set(added.unionid, { ...added }),
    signedInAs: (unionid) => {
      if (unionid !== null && !users.has(unionid)) throw new Error(`unknown user ${unionid}`);
      signedIn = unionid;
    },
    refuseNext: () => {
      refuse = true;
    },
    expireAll: () => {
      for (const code of codes.values()) code.expiresAt = 0;
    },
    calls,
  };
}
