import { Button, Message, Popconfirm, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { ModelHost } from '@miaoyu/contracts/model-hosts';
import { formatDateTime } from '../format';
import { useRemoveModelHost } from '../api/modelHosts';
import styles from './ModelHosts.module.css';

/** The stored hosts, each removable after a confirmation. */
export function ModelHostTable({ hosts }: { hosts: ModelHost[] }) {
  const { t, i18n } = useTranslation('admin');
  const remove = useRemoveModelHost();
  const onRemove = async (host: string) => {
    await remove.mutateAsync(host);
    Message.success(t('adminModelHosts.removed', { host }));
  };
  return (
    <Table
      rowKey="host"
      data={hosts}
      pagination={false}
      size="small"
      border={{ wrapper: true, cell: true }}
      scroll={{ x: 640 }}
      noDataElement={t('adminModelHosts.empty')}
      data-testid="model-hosts"
      columns={[
        {
          title: t('adminModelHosts.host'),
          dataIndex: 'host',
          render: (host: string) => <code className={styles.code}>{host}</code>,
        },
        {
          title: t('adminModelHosts.note'),
          dataIndex: 'note',
          render: (note: string) => note || '—',
        },
        {
          title: t('adminModelHosts.createdBy'),
          dataIndex: 'createdBy',
          render: (name: string) => name || '—',
        },
        {
          title: t('adminModelHosts.createdAt'),
          dataIndex: 'createdAt',
          render: (at: string) => formatDateTime(at, i18n.language),
        },
        {
          title: t('adminModelHosts.actions'),
          dataIndex: 'actions',
          width: 90,
          render: (_, row: ModelHost) => (
            <Popconfirm
              title={t('adminModelHosts.removeConfirm', { host: row.host })}
              onOk={() => onRemove(row.host).catch(() => {})}
            >
              <Button type="text" status="danger" size="small">
                {t('adminModelHosts.remove')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
