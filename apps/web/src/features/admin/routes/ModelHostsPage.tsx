import { Card, Skeleton, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useModelHosts } from '../api/modelHosts';
import { AllowHostForm } from '../components/AllowHostForm';
import { ModelHostTable } from '../components/ModelHostTable';
import styles from '../components/ModelHosts.module.css';

/**
 * Platform admins: the private hosts (an Ollama or vLLM on the company network) whose model
 * endpoints teams may add, beside LLM_ALLOWED_HOSTS; a change applies at once, on every instance.
 */
export function ModelHostsPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const [search] = useSearchParams();
  const hosts = useModelHosts();
  const data = hosts.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('nav:admin.modelHosts')}>
        <Typography.Paragraph type="secondary">{t('adminModelHosts.hint')}</Typography.Paragraph>
        <AllowHostForm initialHost={search.get('host') ?? ''} />
        {hosts.isError ? (
          <LoadFailed
            message={t('adminModelHosts.loadFailed')}
            onRetry={() => void hosts.refetch()}
          />
        ) : data ? (
          <ModelHostTable hosts={data.list} />
        ) : (
          <Skeleton text={{ rows: 3 }} animation />
        )}
      </Card>
      <Card title={t('adminModelHosts.fromEnvironment')}>
        <Typography.Paragraph type="secondary">
          {t('adminModelHosts.fromEnvironmentHint')}
        </Typography.Paragraph>
        <div className={styles.env} data-testid="env-model-hosts">
          {data?.fromEnvironment.length
            ? data.fromEnvironment.map((host) => (
                <Tag key={host}>
                  <code className={styles.code}>{host}</code>
                </Tag>
              ))
            : data && (
                <Typography.Text type="secondary">
                  {t('adminModelHosts.noneFromEnvironment')}
                </Typography.Text>
              )}
        </div>
      </Card>
    </Space>
  );
}
