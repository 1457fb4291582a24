import { Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { JobQueueStatus } from '@miaoyu/contracts/admin';

/** Background-job queues: how many jobs wait, run, failed and finished. */
export function QueuesTable({ queues }: { queues: JobQueueStatus[] }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const count = (value: number) => number.format(value);
  return (
    <Table
      rowKey="name"
      data={queues}
      pagination={false}
      size="small"
      border={{ wrapper: true, cell: true }}
      scroll={{ x: 520 }}
      noDataElement={t('adminSystem.noQueues')}
      columns={[
        {
          title: t('adminSystem.queueName'),
          dataIndex: 'name',
          width: 300,
          render: (v: string) => <code>{v}</code>,
        },
        {
          title: t('adminSystem.queueWaiting'),
          dataIndex: 'waiting',
          align: 'right',
          render: count,
        },
        { title: t('adminSystem.queueActive'), dataIndex: 'active', align: 'right', render: count },
        {
          title: t('adminSystem.queueFailed'),
          dataIndex: 'failed',
          align: 'right',
          render: (v: number) => (v > 0 ? <Tag color="red">{count(v)}</Tag> : count(v)),
        },
        {
          title: t('adminSystem.queueCompleted'),
          dataIndex: 'completed',
          align: 'right',
          render: count,
        },
      ]}
    />
  );
}
