import { useState } from 'react';
import { Button, Card, Message, Popconfirm, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { SignInProvider, SignInSettings } from '@miaoyu/contracts/identity';
import { CopyField } from '@/components/CopyField';
import { checkSignIn, useRemoveSignIn } from '../api/settings';
import { callbackPath, studioUrl } from '../logic/flow';
import { SettingsDrawer } from './SettingsDrawer';
import styles from './SignInSettings.module.css';

interface Props {
  orgId: string;
  teamCode: string;
  /** The studio's address as the operator set it (PUBLIC_URL); empty: where it is open now. */
  publicOrigin: string;
  provider: SignInProvider;
  stored: SignInSettings | undefined;
}

/** The path of a provider's sign-in link before it is set up (the server's once it is). */
const signInPath = (provider: SignInProvider, teamCode: string) =>
  provider === 'dingtalk'
    ? `/dingtalk/${teamCode}`
    : provider === 'wechat'
      ? `/wxLogin/${teamCode}`
      : `/login?tenant=${teamCode}`;

/** One provider of the team: its state, its links, and what can be done with it. */
export function ProviderCard({ orgId, teamCode, publicOrigin, provider, stored }: Props) {
  const { t } = useTranslation('identity');
  const [editing, setEditing] = useState(false);
  const [checking, setChecking] = useState(false);
  const remove = useRemoveSignIn(orgId);
  const name = t(`provider.${provider}`);
  const signInName = t(`signInName.${provider}`);
  const origin = publicOrigin || window.location.origin;
  const callbackUrl = studioUrl(stored?.callbackPath ?? callbackPath(provider, teamCode), origin);
  const link = studioUrl(stored?.signInPath ?? signInPath(provider, teamCode), origin);
  // WeChat registers a domain (授权回调域), not an address.
  const registered = provider === 'wechat' ? new URL(callbackUrl).host : callbackUrl;

  const check = async () => {
    setChecking(true);
    try {
      const result = await checkSignIn(orgId, provider);
      if (result.ok) Message.success(t('settings.checkOk'));
      else Message.error(t('settings.checkFailed', { detail: result.detail }));
    } catch {
      // The request's own notice has said why.
    } finally {
      setChecking(false);
    }
  };

  const status = !stored ? (
    <Tag>{t('settings.notSet')}</Tag>
  ) : stored.enabled ? (
    <Tag color="green">{t('settings.enabled')}</Tag>
  ) : (
    <Tag color="orange">{t('settings.disabled')}</Tag>
  );

  return (
    <section aria-label={name}>
      <Card
        className={styles.card}
        title={
          <Space>
            {name}
            {status}
          </Space>
        }
        extra={
          <Button
            size="small"
            type={stored ? 'secondary' : 'primary'}
            onClick={() => setEditing(true)}
          >
            {stored ? t('settings.edit') : t('settings.add')}
          </Button>
        }
      >
        {stored ? (
          <p className={styles.policy}>
            {t('settings.policy', { policy: t(`settings.policies.${stored.joinPolicy}`) })}
          </p>
        ) : null}
        <div className={styles.field}>
          <span className={styles.label}>{t('settings.signInLink')}</span>
          <CopyField value={link} label={t('settings.signInLink')} />
        </div>
        <div className={styles.field}>
          <span className={styles.label}>
            {provider === 'wechat' ? t('settings.callbackDomain') : t('settings.callbackUrl')}
          </span>
          <CopyField
            value={registered}
            label={provider === 'wechat' ? t('settings.callbackDomain') : t('settings.callbackUrl')}
          />
        </div>
        {stored ? (
          <Space wrap className={styles.actions}>
            <Button loading={checking} onClick={() => void check()}>
              {t('settings.check')}
            </Button>
            <Popconfirm
              title={t('settings.removeConfirm', { name: signInName })}
              onOk={async () => {
                await remove.mutateAsync(provider);
                Message.success(t('settings.removed', { provider: name }));
              }}
            >
              <Button status="danger">{t('settings.remove')}</Button>
            </Popconfirm>
          </Space>
        ) : null}
        {editing ? (
          <SettingsDrawer
            orgId={orgId}
            provider={provider}
            stored={stored}
            callbackUrl={callbackUrl}
            onClose={() => setEditing(false)}
          />
        ) : null}
      </Card>
    </section>
  );
}
