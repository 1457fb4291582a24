import { useEffect, useState } from 'react';
import { Button, Divider, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SignInProvider, TeamSignIn } from '@miaoyu/contracts/identity';
import { errorMessage, statusOf } from '@/lib/api-error';
import { getTeamSignIn, startFlow } from '../api/flows';
import { callbackPath, onPageRestored, rememberSsoTenant, studioUrl } from '../logic/flow';
import { localRedirect } from '../logic/redirect';
import styles from './ProviderButtons.module.css';

/** The spec's pages that start DingTalk and WeChat; single sign-on starts from the button. */
const START_PAGE: Partial<Record<SignInProvider, string>> = {
  dingtalk: '/dingtalk/',
  wechat: '/wxLogin/',
};

/**
 * Under the sign-in form reached through a team's link (`/login?tenant=…`): the team's other
 * ways in. Each is the provider's own button text, or the name the team gave its single sign-on.
 */
export function ProviderButtons({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('identity');
  const [query] = useSearchParams();
  const redirect = localRedirect(query.get('redirect'));
  // The sign-in page runs without the studio's query cache: one request, read here.
  const [team, setTeam] = useState<TeamSignIn | { error: unknown } | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let current = true;
    getTeamSignIn(tenantId).then(
      (answer) => current && setTeam(answer),
      (error: unknown) => current && setTeam({ error }),
    );
    return () => {
      current = false;
    };
  }, [tenantId, attempt]);
  // Back from the provider, shown from the browser's cache: the button is usable again.
  useEffect(() => onPageRestored(() => setStarting(false)), []);

  if (team === undefined) return <Spin className={styles.spin} />;
  if ('error' in team)
    return statusOf(team.error) === 404 ? (
      <p className={styles.note}>{t('buttons.notFound')}</p>
    ) : (
      <p className={styles.note} role="alert">
        {errorMessage(team.error)}{' '}
        <Button type="text" size="mini" onClick={() => setAttempt((n) => n + 1)}>
          {t('buttons.retry')}
        </Button>
      </p>
    );
  if (team.providers.length === 0) return null;
  // The team's code as the server writes it (a link typed in capitals still works).
  const code = team.tenantId;

  const startSso = async () => {
    setStarting(true);
    setFailure('');
    try {
      const url = await startFlow({
        tenantId: code,
        provider: 'oidc',
        callBackUrl: studioUrl(callbackPath('oidc', code)),
        redirect,
      });
      rememberSsoTenant(code);
      window.location.assign(url);
    } catch (error) {
      setFailure(errorMessage(error));
      setStarting(false);
    }
  };
  const suffix = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  return (
    <section className={styles.options} aria-label={t('buttons.title')}>
      <Divider className={styles.divider}>{t('buttons.title')}</Divider>
      <p className={styles.note}>{t('buttons.team', { team: team.teamName })}</p>
      {team.providers.map(({ provider, displayName }) => {
        // The team's own name for its single sign-on is the whole label ("公司统一登录").
        const label =
          provider === 'oidc' && displayName
            ? displayName
            : t('buttons.with', { provider: t(`provider.${provider}`) });
        const page = START_PAGE[provider];
        return page ? (
          <Button
            key={provider}
            long
            size="large"
            className={styles.button}
            href={`${page}${encodeURIComponent(code)}${suffix}`}
          >
            {label}
          </Button>
        ) : (
          <Button
            key={provider}
            long
            size="large"
            className={styles.button}
            loading={starting}
            onClick={() => void startSso()}
          >
            {label}
          </Button>
        );
      })}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
