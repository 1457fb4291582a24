import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { finishSso } from '../api/flows';
import { FlowScreen } from '../components/FlowScreen';
import { studioUrl } from '../logic/flow';
import { useSignInFlow } from '../logic/useSignInFlow';

/**
 * `/oauth2/authorize?code&…` (spec §2), open without sign-in: the identity provider's way back.
 * The whole query goes to the server (state, iss…), which checks it against the flow it began;
 * success lands on the business scenes, or where the flow was started from.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation('identity');
  const [query] = useSearchParams();
  const { code, ...params } = Object.fromEntries(query);
  const flow = useSignInFlow(
    `sso:${code ?? query.get('error') ?? 'none'}`,
    async () => {
      if (query.has('error')) return 'refused';
      if (!code || !params.state) return 'no-code';
      return finishSso({ code, callBackUrl: studioUrl('/oauth2/authorize'), params });
    },
    () => t('flow.linked', { provider: t('provider.oidc') }),
  );
  return <FlowScreen state={flow} working={t('flow.finishing')} />;
}
