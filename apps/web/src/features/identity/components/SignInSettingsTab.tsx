import { Alert, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PROVIDERS } from '@miaoyu/contracts/identity';
import { LoadFailed } from '@/components/LoadFailed';
import type { TeamTabProps } from '@/lib/slots';
import { useTeamSignIn } from '../api/settings';
import { ProviderCard } from './ProviderCard';
import styles from './SignInSettings.module.css';

/** The organisation page's "sign-in" tab: the team's DingTalk, WeChat and single sign-on. */
export function SignInSettingsTab({ orgId, teamCode }: TeamTabProps) {
  const { t } = useTranslation('identity');
  const settings = useTeamSignIn(orgId);
  if (settings.isPending) return <Spin />;
  if (!settings.data)
    return <LoadFailed message={t('settings.loadError')} onRetry={() => void settings.refetch()} />;
  const tenantId = settings.data.tenantId || teamCode;
  return (
    <div className={styles.tab}>
      <p className={styles.intro}>{t('settings.intro')}</p>
      {settings.data.addressSet ? null : <Alert type="warning" content={t('settings.noAddress')} />}
      {SIGN_IN_PROVIDERS.map((provider) => (
        <ProviderCard
          key={provider}
          orgId={orgId}
          teamCode={tenantId}
          publicOrigin={settings.data.publicOrigin}
          provider={provider}
          stored={settings.data.list.find((entry) => entry.provider === provider)}
        />
      ))}
    </div>
  );
}
