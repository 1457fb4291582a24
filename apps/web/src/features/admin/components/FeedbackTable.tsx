import { Button, Table, Typography } from '@arco-design/web-react';
import type { PaginationProps, TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@miaoyu/contracts';
import { formatDateTime } from '../format';
import styles from './AdminTable.module.css';
import { FeedbackStatusTag, FeedbackTypeTag } from './FeedbackTags';

interface Props {
  feedbacks: Feedback[];
  loading: boolean;
  pagination: PaginationProps;
  onOpen: (feedback: Feedback) => void;
}

/** Everyone's feedback, newest first; a row opens its details. */
export function FeedbackTable({ feedbacks, loading, pagination, onOpen }: Props) {
  const { t, i18n } = useTranslation('admin');
  const columns: TableColumnProps<Feedback>[] = [
    {
      title: t('adminFeedback.type'),
      dataIndex: 'type',
      width: 90,
      render: (_, item) => <FeedbackTypeTag type={item.type} />,
    },
    {
      title: t('adminFeedback.content'),
      dataIndex: 'content',
      render: (_, item) => (
        <Typography.Text ellipsis style={{ maxWidth: 360, margin: 0 }}>
          {item.content}
        </Typography.Text>
      ),
    },
    {
      title: t('adminFeedback.author'),
      dataIndex: 'author',
      render: (_, item) => `${item.author.nickname} (${item.author.phone})`,
    },
    {
      title: t('adminFeedback.status'),
      dataIndex: 'status',
      width: 100,
      render: (_, item) => <FeedbackStatusTag status={item.status} />,
    },
    {
      title: t('adminFeedback.createdAt'),
      dataIndex: 'createdAt',
      render: (_, item) => formatDateTime(item.createdAt, i18n.language),
    },
    {
      title: t('adminFeedback.actions'),
      dataIndex: 'id',
      fixed: 'right',
      width: 80,
      render: (_, item) => (
        <Button type="text" size="small" onClick={() => onOpen(item)}>
          {t('adminFeedback.view')}
        </Button>
      ),
    },
  ];
  return (
    <Table
      className={styles.table}
      rowKey="id"
      columns={columns}
      data={feedbacks}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 860 }}
      noDataElement={t('adminFeedback.empty')}
      border={false}
    />
  );
}
