import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { finishSso } from '../api/flows';
import { FlowScreen } from '../components/FlowScreen';
import { SignInStop } from '../logic/errors';
import { ssoTenant, studioUrl } from '../logic/flow';
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
      const error = query.get('error');
      if (error === 'access_denied') return 'refused';
      // Anything else is the provider's or the team's setup: said as the provider said it.
      if (error)
        throw new SignInStop(
          t('flow.providerError', { error, detail: query.get('error_description') ?? '' }),
        );
      if (!code || !params.state) return 'no-code';
      return finishSso({ code, callBackUrl: studioUrl('/oauth2/authorize'), params });
    },
    () => t('flow.linked', { provider: t('provider.oidc') }),
  );
  const tenant = ssoTenant();
  const teamLogin = tenant ? `/login?tenant=${encodeURIComponent(tenant)}` : undefined;
  return (
    <FlowScreen
      state={flow}
      working={t('flow.finishing')}
      retryPath={teamLogin}
      loginPath={teamLogin}
    />
  );
}
