import { AppError } from '../../../lib/errors';
import {
  callProvider,
  codeRefused,
  ProviderFailure,
  profileOf,
  providerJson,
  type ProviderProfile,
} from './profile';

/** WeChat's two hosts: the authorisation pages (open) and the API. */
export interface WeChatHosts {
  open: string;
  api: string;
  timeoutMs: number;
}

/** `website`: the Open Platform's QR code on a computer; `official`: an official account, in WeChat. */
export type WeChatMode = 'website' | 'official';

export interface WeChatApp {
  appId: string;
  secret: string;
}

/** Codes that are the person's to retry: invalid, used, expired. */
const CODE_ERRORS = new Set([40029, 40163, 42003]);

/**
 * Where to send the browser. WeChat checks the parameters' order, and `#wechat_redirect` must end
 * the address.
 */
export function weChatAuthorizeUrl(
  hosts: WeChatHosts,
  mode: WeChatMode,
  appId: string,
  redirectUri: string,
  state: string,
): string {
  const path = mode === 'website' ? '/connect/qrconnect' : '/connect/oauth2/authorize';
  const scope = mode === 'website' ? 'snsapi_login' : 'snsapi_userinfo';
  const query = [
    ['appid', appId],
    ['redirect_uri', redirectUri],
    ['response_type', 'code'],
    ['scope', scope],
    ['state', state],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${new URL(path, hosts.open).toString()}?${query}#wechat_redirect`;
}

interface WeChatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  openid?: string;
  unionid?: string;
  is_snapshotuser?: number;
  nickname?: string;
}

/** Every WeChat API error is HTTP 200 with a non-zero `errcode`. */
async function weChatGet(
  hosts: WeChatHosts,
  what: string,
  path: string,
  query: Record<string, string>,
) {
  const url = new URL(path, hosts.api);
  url.search = new URLSearchParams(query).toString();
  const response = await callProvider(what, url.toString(), {}, hosts.timeoutMs);
  const answer = (await providerJson(response, what)) as WeChatAnswer;
  if (answer.errcode) {
    if (CODE_ERRORS.has(answer.errcode)) throw codeRefused(`${what}: errcode ${answer.errcode}`);
    // 40013/40125 (the team's app id or secret), 40001/40014, -1 (busy): not the person's doing.
    throw new ProviderFailure(`${what}: errcode ${answer.errcode} ${answer.errmsg ?? ''}`);
  }
  return answer;
}

/**
 * The code for the person's token, then their profile. Accounts key on `unionid`, shared by
 * every app of the team's Open Platform account, so the QR code and the official account reach
 * one person; an app bound to none gives only an `openid` of its own.
 */
export async function weChatProfile(
  hosts: WeChatHosts,
  app: WeChatApp,
  code: string,
): Promise<ProviderProfile> {
  const token = await weChatGet(hosts, 'wechat access_token', '/sns/oauth2/access_token', {
    appid: app.appId,
    secret: app.secret,
    code,
    grant_type: 'authorization_code',
  });
  // A "snapshot page" visitor is a placeholder WeChat makes before the person has agreed.
  if (token.is_snapshotuser === 1) throw new AppError(403, 'SIGN_IN_SNAPSHOT_USER');
  if (!token.access_token || !token.openid)
    throw new ProviderFailure('wechat access_token: no token or openid');
  const info = await weChatGet(hosts, 'wechat userinfo', '/sns/userinfo', {
    access_token: token.access_token,
    openid: token.openid,
    lang: 'zh_CN',
  });
  const unionId = info.unionid ?? token.unionid;
  return profileOf(
    'wechat',
    unionId ? 'wechat' : `wechat:${app.appId}`,
    unionId ?? token.openid,
    info.nickname ?? '',
  );
}

/**
 * The team's app id and secret, checked without a person: a made-up code is refused as a code
 * (40029) only once the app id and secret were accepted.
 */
export async function checkWeChatApp(hosts: WeChatHosts, app: WeChatApp): Promise<void> {
  try {
    await weChatGet(hosts, 'wechat access_token', '/sns/oauth2/access_token', {
      appid: app.appId,
      secret: app.secret,
      code: 'connection-check',
      grant_type: 'authorization_code',
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'SIGN_IN_CODE_REFUSED') return;
    throw error;
  }
}
