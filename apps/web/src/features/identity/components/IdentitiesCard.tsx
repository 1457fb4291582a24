import { useEffect, useState } from 'react';
import { Button, Message, Popconfirm, Skeleton, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Identity, SignInProvider } from '@miaoyu/contracts/identity';
import type { UserInfo } from '@miaoyu/contracts/user';
import { LoadFailed } from '@/components/LoadFailed';
import { Panel } from '@/components/Panel';
import { errorMessage } from '@/lib/api-error';
import { startFlow } from '../api/flows';
import { useIdentities, useUnlink } from '../api/identities';
import { callbackPath, onPageRestored, studioUrl } from '../logic/flow';
import styles from './IdentitiesCard.module.css';

/** The account page's linked DingTalk, WeChat and single sign-on accounts. */
export function IdentitiesCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation('identity');
  const identities = useIdentities();
  const [linking, setLinking] = useState('');
  // Back from the provider, shown from the browser's cache: the button is usable again.
  useEffect(() => onPageRestored(() => setLinking('')), []);
  const data = identities.data;
  // The phone as the page knows it now: one added a moment ago counts.
  const lastWayIn = data ? !user.phone && data.list.length <= 1 : false;

  const link = async (provider: SignInProvider, tenantId: string) => {
    setLinking(`${provider}:${tenantId}`);
    try {
      const url = await startFlow(
        {
          tenantId,
          provider,
          callBackUrl: studioUrl(callbackPath(provider, tenantId)),
          redirect: '/setting/account',
        },
        { link: true },
      );
      window.location.assign(url);
    } catch (error) {
      Message.error(errorMessage(error));
      setLinking('');
    }
  };

  return (
    <Panel title={t('identities.title')}>
      <p className={styles.hint}>{t('identities.intro')}</p>
      {identities.isPending ? <Skeleton animation text={{ rows: 2 }} /> : null}
      {identities.isError ? (
        <LoadFailed
          message={errorMessage(identities.error)}
          onRetry={() => void identities.refetch()}
        />
      ) : null}
      {data && data.list.length === 0 ? (
        <p className={styles.hint}>{t('identities.empty')}</p>
      ) : null}
      <ul className={styles.list} aria-label={t('identities.title')}>
        {data?.list.map((identity) => (
          <IdentityRow key={identity.id} identity={identity} last={lastWayIn} />
        ))}
      </ul>
      {lastWayIn && data?.list.length ? (
        <p className={styles.hint}>{t('identities.lastWayIn')}</p>
      ) : null}
      {data ? (
        <Space wrap className={styles.links}>
          {data.available.map(({ provider, tenantId, teamName }) => (
            <Button
              key={`${provider}:${tenantId}`}
              loading={linking === `${provider}:${tenantId}`}
              onClick={() => void link(provider, tenantId)}
            >
              {t('identities.linkVia', { provider: t(`provider.${provider}`), team: teamName })}
            </Button>
          ))}
          {data.available.length === 0 ? (
            <span className={styles.hint}>{t('identities.noneAvailable')}</span>
          ) : null}
        </Space>
      ) : null}
    </Panel>
  );
}

function IdentityRow({ identity, last }: { identity: Identity; last: boolean }) {
  const { t } = useTranslation('identity');
  const unlink = useUnlink();
  const provider = t(`provider.${identity.provider}`);
  const onUnlink = async () => {
    try {
      await unlink.mutateAsync(identity.id);
      Message.success(t('identities.unlinked'));
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <li className={styles.item} data-testid="identity">
      <Tag color="arcoblue">{provider}</Tag>
      <div className={styles.body}>
        <span className={styles.name}>{identity.displayName || provider}</span>
        {identity.teamName ? (
          <span className={styles.meta}>{t('identities.from', { team: identity.teamName })}</span>
        ) : null}
      </div>
      <Popconfirm
        title={last ? t('identities.lastWayIn') : t('identities.unlinkConfirm', { provider })}
        disabled={last}
        onOk={() => void onUnlink()}
      >
        <Button
          size="small"
          disabled={last}
          loading={unlink.isPending}
          aria-label={t('identities.unlinkOne', {
            provider,
            name: identity.displayName || provider,
          })}
        >
          {t('identities.unlink')}
        </Button>
      </Popconfirm>
    </li>
  );
}
