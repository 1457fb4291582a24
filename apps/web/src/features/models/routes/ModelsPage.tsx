import { useState } from 'react';
import { Alert, Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import type { ModelProvider } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useChatModels } from '../api/chatModels';
import { useProviders } from '../api/providers';
import { EmptyProviders } from '../components/EmptyProviders';
import { PlatformModels } from '../components/PlatformModels';
import { ProviderCard } from '../components/ProviderCard';
import { ProviderDrawer } from '../components/ProviderDrawer';
import styles from '../components/Models.module.css';

/** `/setting/models`: the current organisation's model providers, and the platform's models. */
export function ModelsPage() {
  const { t } = useTranslation(['models', 'nav']);
  const user = useCurrentUser();
  const orgId = user?.orgId ?? '';
  const canManage = !!user?.permissions.includes('model:manage');
  const providers = useProviders(orgId);
  const chatModels = useChatModels();
  const [editing, setEditing] = useState<ModelProvider | 'new' | null>(null);
  const platform = (chatModels.data?.list ?? []).filter((model) => model.source === 'environment');
  const list = providers.data ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('nav:models.title')}</h1>
          <p className={styles.hint}>{t('models.intro')}</p>
        </div>
        {canManage && list.length > 0 ? (
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing('new')}>
            {t('models.add')}
          </Button>
        ) : null}
      </header>
      {!canManage ? (
        <Alert type="info" content={t('models.readOnly')} data-testid="read-only" />
      ) : null}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('models.orgTitle')}</h2>
        {providers.isPending ? (
          <Spin className={styles.spin} />
        ) : providers.isError ? (
          <Alert
            type="error"
            content={t('models.loadFailed')}
            action={
              <Button size="mini" onClick={() => void providers.refetch()}>
                {t('models.retry')}
              </Button>
            }
          />
        ) : list.length === 0 ? (
          <EmptyProviders canManage={canManage} onAdd={() => setEditing('new')} />
        ) : (
          <div className={styles.grid}>
            {list.map((provider) => (
              <ProviderCard
                key={provider.id}
                orgId={orgId}
                provider={provider}
                canManage={canManage}
                onEdit={() => setEditing(provider)}
              />
            ))}
          </div>
        )}
      </section>
      <PlatformModels models={platform} defaultRef={chatModels.data?.defaultRef ?? null} />
      {editing !== null ? (
        <ProviderDrawer
          orgId={orgId}
          provider={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
