import type { Config } from '../../../config';
import type { OutboundGuard } from '../../../lib/outbound/fetch';
import { publicOrigins } from '../../../lib/public-origins';
import { SecretBox } from '../../../lib/secret-box';
import type { DingTalkHosts } from './dingtalk';
import type { WeChatHosts } from './wechat';

/** What talking to the providers takes: their hosts, the SSRF guard, the box secrets are sealed in. */
export interface ProviderContext {
  dingTalk: DingTalkHosts;
  weChat: WeChatHosts;
  /** OIDC issuers are typed in by a team: they are reached through the guard only. */
  outbound: OutboundGuard;
  box: SecretBox;
  timeoutMs: number;
  /** The studio's own origins (PUBLIC_URL); empty: unset. */
  publicOrigins: string[];
  /** Without PUBLIC_URL, production refuses flows; development trusts the request's origin. */
  production: boolean;
}

export function providerContext(config: Config, outbound: OutboundGuard): ProviderContext {
  const timeoutMs = config.SIGN_IN_TIMEOUT_MS;
  return {
    dingTalk: {
      login: config.DINGTALK_LOGIN_URL,
      api: config.DINGTALK_API_URL,
      oapi: config.DINGTALK_OAPI_URL,
      timeoutMs,
    },
    weChat: { open: config.WECHAT_OPEN_URL, api: config.WECHAT_API_URL, timeoutMs },
    outbound,
    box: new SecretBox(config.APP_SECRET, 'team-sign-in-secrets'),
    timeoutMs,
    publicOrigins: publicOrigins(config),
    production: config.NODE_ENV === 'production',
  };
}
