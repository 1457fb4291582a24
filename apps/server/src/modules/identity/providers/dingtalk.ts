import { LRUCache } from 'lru-cache';
import { AppError } from '../../../lib/errors';
import {
  callProvider,
  codeRefused,
  ProviderFailure,
  profileOf,
  providerJson,
  type ProviderProfile,
} from './profile';

/** DingTalk's three hosts: the sign-in page, the new API and the old one (`oapi`). */
export interface DingTalkHosts {
  login: string;
  api: string;
  oapi: string;
  timeoutMs: number;
}

export interface DingTalkApp {
  corpId: string;
  clientId: string;
  clientSecret: string;
}

/** The old API's error codes that mean the person's code is no good (not the team's setup). */
const OLD_API_CODE_ERRORS = new Set([40078, 40079]);

/** App tokens last 7200 s; kept a little less, per app and secret. */
const appTokens = new LRUCache<string, string>({ max: 500, ttl: 7_000_000 });

/** The browser sign-in page (QR code or password); `corpid` in the scope names the person's org. */
export function dingTalkAuthorizeUrl(
  hosts: DingTalkHosts,
  app: Pick<DingTalkApp, 'clientId' | 'corpId'>,
  redirectUri: string,
  state: string,
): string {
  const url = new URL('/oauth2/auth', hosts.login);
  url.search = new URLSearchParams({
    redirect_uri: redirectUri,
    response_type: 'code',
    client_id: app.clientId,
    scope: 'openid corpid',
    state,
    prompt: 'consent',
    corpId: app.corpId,
  }).toString();
  return url.toString();
}

interface NewApiError {
  code?: string;
  message?: string;
}

async function newApi(hosts: DingTalkHosts, what: string, path: string, init: RequestInit) {
  const response = await callProvider(
    what,
    new URL(path, hosts.api).toString(),
    init,
    hosts.timeoutMs,
  );
  const body = (await providerJson(response, what)) as Record<string, unknown> & NewApiError;
  return { status: response.status, body };
}

/**
 * The browser flow: the code from the sign-in page for the person's token, then who they are.
 * Someone whose organisation is not the team's is refused.
 */
export async function dingTalkBrowserProfile(
  hosts: DingTalkHosts,
  app: DingTalkApp,
  code: string,
): Promise<ProviderProfile> {
  const token = await newApi(hosts, 'dingtalk userAccessToken', '/v1.0/oauth2/userAccessToken', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      code,
      grantType: 'authorization_code',
    }),
  });
  const accessToken = token.body.accessToken;
  if (token.status >= 500)
    throw new ProviderFailure(`dingtalk userAccessToken: HTTP ${token.status}`);
  if (token.status !== 200 || typeof accessToken !== 'string') {
    // A refused client is the team's setup; anything else about the code is the person's.
    if (/client|app/i.test(token.body.code ?? ''))
      throw new ProviderFailure(
        `dingtalk userAccessToken: ${token.body.code} ${token.body.message}`,
      );
    throw codeRefused(`dingtalk userAccessToken: ${token.body.code} ${token.body.message}`);
  }
  if (token.body.corpId !== app.corpId) throw outsideCorp();
  const me = await newApi(hosts, 'dingtalk users/me', '/v1.0/contact/users/me', {
    headers: { 'x-acs-dingtalk-access-token': accessToken },
  });
  const unionId = me.body.unionId;
  if (me.status !== 200 || typeof unionId !== 'string' || !unionId)
    throw new ProviderFailure(`dingtalk users/me: HTTP ${me.status} ${me.body.code ?? ''}`);
  return profileOf(
    'dingtalk',
    issuerOf(app),
    unionId,
    typeof me.body.nick === 'string' ? me.body.nick : '',
  );
}

/**
 * A unionId is one person across the apps of one developer organisation: for a team's internal
 * app, its corp. The browser and the in-app sign-in of one team reach the same account.
 */
const issuerOf = (app: Pick<DingTalkApp, 'corpId'>) => `dingtalk:${app.corpId}`;

/** Signed in to DingTalk, but as someone outside the team's organisation. */
export const outsideCorp = () => new AppError(403, 'SIGN_IN_OUTSIDE_CORP');

interface OldApiAnswer {
  errcode?: number;
  errmsg?: string;
  result?: { unionid?: string; name?: string; userid?: string };
}

async function appToken(hosts: DingTalkHosts, app: DingTalkApp): Promise<string> {
  const key = `${hosts.api} ${app.clientId} ${app.clientSecret}`;
  const cached = appTokens.get(key);
  if (cached) return cached;
  const answer = await newApi(hosts, 'dingtalk accessToken', '/v1.0/oauth2/accessToken', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appKey: app.clientId, appSecret: app.clientSecret }),
  });
  const token = answer.body.accessToken;
  if (answer.status !== 200 || typeof token !== 'string')
    throw new ProviderFailure(
      `dingtalk accessToken: HTTP ${answer.status} ${answer.body.code ?? ''}`,
    );
  appTokens.set(key, token);
  return token;
}

/**
 * Free sign-in inside the DingTalk app: the code `dd.requestAuthCode` gave the page, read with
 * the app's token. The code was issued for the team's app, so the person is in its organisation.
 * Errors of this older API arrive as HTTP 200 with a non-zero `errcode`.
 */
export async function dingTalkInAppProfile(
  hosts: DingTalkHosts,
  app: DingTalkApp,
  code: string,
): Promise<ProviderProfile> {
  let answer = await getUserInfo(hosts, await appToken(hosts, app), code);
  if (answer.errcode === 40014) {
    // The cached app token was revoked early (a new secret): once more with a fresh one.
    appTokens.delete(`${hosts.api} ${app.clientId} ${app.clientSecret}`);
    answer = await getUserInfo(hosts, await appToken(hosts, app), code);
  }
  if (answer.errcode !== 0) {
    const reason = `dingtalk getuserinfo: errcode ${answer.errcode} ${answer.errmsg}`;
    if (OLD_API_CODE_ERRORS.has(answer.errcode ?? -1)) throw codeRefused(reason);
    throw new ProviderFailure(reason);
  }
  const unionId = answer.result?.unionid;
  if (!unionId) throw new ProviderFailure('dingtalk getuserinfo: no unionid');
  return profileOf('dingtalk', issuerOf(app), unionId, answer.result?.name ?? '');
}

async function getUserInfo(hosts: DingTalkHosts, token: string, code: string) {
  const url = new URL('/topapi/v2/user/getuserinfo', hosts.oapi);
  url.searchParams.set('access_token', token);
  const response = await callProvider(
    'dingtalk getuserinfo',
    url.toString(),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    },
    hosts.timeoutMs,
  );
  return (await providerJson(response, 'dingtalk getuserinfo')) as OldApiAnswer;
}

/** The team's app id and secret, checked by asking for an app token. */
export async function checkDingTalkApp(hosts: DingTalkHosts, app: DingTalkApp): Promise<void> {
  appTokens.delete(`${hosts.api} ${app.clientId} ${app.clientSecret}`);
  await appToken(hosts, app);
}
