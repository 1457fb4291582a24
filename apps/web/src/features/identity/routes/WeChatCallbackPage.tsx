import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { finishWeChat } from '../api/flows';
import { FlowScreen } from '../components/FlowScreen';
import { useSignInFlow } from '../logic/useSignInFlow';

/** `/wxToLogin/:tenantId` (spec §2): WeChat's way back, with `code` (absent if refused) and `state`. */
export function WeChatCallbackPage() {
  const { t } = useTranslation('identity');
  const { tenantId = '' } = useParams();
  const [query] = useSearchParams();
  const code = query.get('code');
  const state = query.get('state');
  const flow = useSignInFlow(
    `wechat:${tenantId}:${code ?? 'none'}`,
    async () => {
      if (!state) return 'no-code';
      if (!code) return 'refused';
      return finishWeChat({ code, state, tenantId });
    },
    () => t('flow.linked', { provider: t('provider.wechat') }),
  );
  return (
    <FlowScreen state={flow} working={t('flow.finishing')} retryPath={`/wxLogin/${tenantId}`} />
  );
}
