import { Alert, Button, Card, Skeleton, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconRefresh } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/getSystemStatus';
import { QueuesTable } from '../components/QueuesTable';
import { SettingsTable } from '../components/SettingsTable';
import { StatusSummary } from '../components/StatusSummary';

/** Platform admins: is the deployment healthy, and how is it configured. */
export function SystemStatusPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const status = useSystemStatus();
  const refresh = (
    <Button
      icon={<IconRefresh />}
      loading={status.isFetching}
      onClick={() => void status.refetch()}
    >
      {t('adminSystem.refresh')}
    </Button>
  );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('nav:admin.system')} extra={refresh}>
        {status.isError ? (
          <Alert type="error" content={t('adminSystem.loadFailed')} />
        ) : status.data ? (
          <StatusSummary status={status.data} />
        ) : (
          <Skeleton text={{ rows: 3 }} animation />
        )}
      </Card>
      <Card title={t('adminSystem.queues')}>
        <Typography.Paragraph type="secondary">{t('adminSystem.queuesHint')}</Typography.Paragraph>
        {status.data ? (
          <QueuesTable queues={status.data.queues} />
        ) : (
          <Skeleton text={{ rows: 2 }} animation />
        )}
      </Card>
      <Card title={t('adminSystem.settings')}>
        <Typography.Paragraph type="secondary">
          {t('adminSystem.settingsHint')}
        </Typography.Paragraph>
        {status.data ? (
          <SettingsTable settings={status.data.settings} />
        ) : (
          <Skeleton text={{ rows: 6 }} animation />
        )}
      </Card>
    </Space>
  );
}
