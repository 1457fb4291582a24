import { Button, Typography } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@miaoyu/contracts/feedback';
import { formatDateTime } from '../format';
import { FeedbackStatusTag, FeedbackTypeTag } from './FeedbackTags';

interface Props {
  onOpen: (feedback: Feedback) => void;
}

/** Everyone's feedback, newest first; a row opens its details. */
export function useFeedbackColumns({ onOpen }: Props): TableColumnProps<Feedback>[] {
  const { t, i18n } = useTranslation('admin');
  return [
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
}
