import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlowScreen } from '../components/FlowScreen';
import { goToProvider, signedIn } from '../logic/flow';
import { localRedirect, retryWith } from '../logic/redirect';
import { useSignInFlow } from '../logic/useSignInFlow';

/**
 * `/wxLogin/:tenantId` (spec §2): off to WeChat. The server picks the way by the browser: the
 * official account inside WeChat, the QR code elsewhere; WeChat returns to `/wxToLogin`.
 */
export function WeChatLoginPage() {
  const { t } = useTranslation('identity');
  const { tenantId = '' } = useParams();
  const [query] = useSearchParams();
  const provider = t('provider.wechat');
  const [visit] = useState(() => Math.random().toString(36).slice(2));
  const flow = useSignInFlow(
    `wechat-start:${tenantId}:${visit}`,
    async () =>
      signedIn()
        ? { continueTo: localRedirect(query.get('redirect')) ?? '/' }
        : goToProvider('wechat', tenantId, query.get('redirect')),
    () => t('flow.linked', { provider }),
  );
  return (
    <FlowScreen
      state={flow}
      working={t('flow.redirecting', { provider })}
      retryPath={retryWith(`/wxLogin/${tenantId}`, query.get('redirect'))}
    />
  );
}
