import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { finishDingTalk, getTeamSignIn } from '../api/flows';
import { FlowScreen } from '../components/FlowScreen';
import { dingTalkAppCode } from '../logic/dingTalkApp';
import { SignInStop } from '../logic/errors';
import { goToProvider, inDingTalk, signedIn } from '../logic/flow';
import { localRedirect, retryWith } from '../logic/redirect';
import { useSignInFlow } from '../logic/useSignInFlow';

/**
 * `/dingtalk/:tenantId` (spec §2): inside the DingTalk app, free sign-in with the app's code;
 * elsewhere, off to DingTalk's sign-in page, which sends the browser back here with `authCode`.
 */
export function DingTalkPage() {
  const { t } = useTranslation('identity');
  const { tenantId = '' } = useParams();
  const [query] = useSearchParams();
  const code = query.get('authCode') ?? query.get('code');
  const state = query.get('state');
  const inApp = !code && !query.has('error') && inDingTalk(navigator.userAgent);
  const provider = t('provider.dingtalk');
  // Each visit that starts afresh is a flow of its own; a code is finished once, whatever renders.
  const [visit] = useState(() => Math.random().toString(36).slice(2));

  const redirect = localRedirect(query.get('redirect'));
  const flow = useSignInFlow(
    `dingtalk:${tenantId}:${code ?? query.get('error') ?? visit}`,
    async () => {
      if (query.has('error')) return 'refused';
      if (code) return state ? finishDingTalk({ code, state, tenantId }) : 'no-code';
      if (signedIn()) return { continueTo: redirect ?? '/' };
      if (inApp) {
        const team = await getTeamSignIn(tenantId);
        const app = team.providers.find((entry) => entry.provider === 'dingtalk');
        if (!app?.corpId || !app.clientId) throw new SignInStop(t('buttons.notFound'));
        const appCode = await dingTalkAppCode(app.corpId, app.clientId, {
          refused: (reason) => t('flow.appRefused', { reason }),
          noAnswer: t('flow.appSilent'),
        });
        const outcome = await finishDingTalk({ code: appCode, tenantId });
        // No flow kept the page asked for: the link's own.
        return { ...outcome, redirect: redirect ?? outcome.redirect };
      }
      return goToProvider('dingtalk', tenantId, query.get('redirect'));
    },
    () => t('flow.linked', { provider }),
  );

  const working = code
    ? t('flow.finishing')
    : inApp
      ? t('flow.inApp')
      : t('flow.redirecting', { provider });
  return (
    <FlowScreen
      state={flow}
      working={working}
      retryPath={retryWith(`/dingtalk/${tenantId}`, query.get('redirect'))}
    />
  );
}
