import type { SignInProvider } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import type { ProviderContext } from './providers/context';
import { checkDingTalkApp } from './providers/dingtalk';
import { discover } from './providers/oidc';
import { ProviderFailure } from './providers/profile';
import { checkWeChatApp } from './providers/wechat';
import { managedTeam, storedSignIn, type Secrets } from './settings.service';

type Settings = Record<string, string | string[]>;
const text = (settings: Settings, name: string) => String(settings[name] ?? '');

async function check(
  context: ProviderContext,
  provider: SignInProvider,
  settings: Settings,
  secrets: Secrets,
) {
  if (provider === 'dingtalk') {
    await checkDingTalkApp(context.dingTalk, {
      corpId: text(settings, 'corpId'),
      clientId: text(settings, 'clientId'),
      clientSecret: secrets.clientSecret ?? '',
    });
  } else if (provider === 'wechat') {
    for (const [appId, secret] of [
      [text(settings, 'websiteAppId'), secrets.websiteAppSecret],
      [text(settings, 'officialAppId'), secrets.officialAppSecret],
    ])
      if (appId) await checkWeChatApp(context.weChat, { appId, secret: secret ?? '' });
  } else {
    await discover(
      context.outbound,
      {
        issuer: text(settings, 'issuer'),
        clientId: text(settings, 'clientId'),
        clientSecret: secrets.clientSecret ?? '',
        scopes: text(settings, 'scopes'),
      },
      context.timeoutMs,
    );
  }
}

/**
 * "Test connection": the stored settings against the provider (DingTalk's app token, WeChat's
 * token endpoint, the OIDC discovery document through the SSRF guard). A refusal is an answer,
 * with the provider's reason for the team's managers, not an error.
 */
export async function checkConnection(
  db: Db,
  context: ProviderContext,
  caller: Caller,
  orgId: bigint,
  provider: SignInProvider,
) {
  await managedTeam(db, caller, orgId);
  const stored = await storedSignIn(db, context, orgId, provider);
  if (!stored) throw notFound();
  try {
    await check(context, provider, stored.row.settings, stored.secrets);
    return { ok: true, detail: '' };
  } catch (error) {
    if (error instanceof ProviderFailure) return { ok: false, detail: error.reason };
    throw error;
  }
}
