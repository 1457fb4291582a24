import { useState } from 'react';
import { Button, Empty, Pagination, Result, Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { useMyFeedback } from '../api/getMyFeedback';
import { MY_FEEDBACK_PAGE_SIZE } from '../api/requests';
import { FeedbackItem } from './FeedbackItem';
import styles from './Feedback.module.css';

/** "My feedback": newest first, with replies; paged. */
export function FeedbackList() {
  const { t } = useTranslation('feedback');
  const [page, setPage] = useState(1);
  const feedback = useMyFeedback(page, MY_FEEDBACK_PAGE_SIZE);
  const total = feedback.data?.total ?? 0;

  return (
    <Panel
      title={t('feedback.list.title')}
      extra={
        feedback.data ? (
          <span className={styles.total}>{t('feedback.list.total', { total })}</span>
        ) : null
      }
    >
      {feedback.isPending ? <Skeleton animation text={{ rows: 4 }} /> : null}
      {feedback.isError ? (
        <Result
          status="error"
          subTitle={t('feedback.list.loadFailed')}
          extra={
            <Button onClick={() => void feedback.refetch()}>{t('feedback.list.retry')}</Button>
          }
        />
      ) : null}
      {feedback.data && total === 0 ? <Empty description={t('feedback.list.empty')} /> : null}
      {feedback.data && feedback.data.list.length ? (
        <ul className={styles.list} aria-label={t('feedback.list.title')}>
          {feedback.data.list.map((item) => (
            <FeedbackItem key={item.id} feedback={item} />
          ))}
        </ul>
      ) : null}
      {total > MY_FEEDBACK_PAGE_SIZE ? (
        <Pagination
          className={styles.pagination}
          size="small"
          current={page}
          pageSize={MY_FEEDBACK_PAGE_SIZE}
          total={total}
          onChange={setPage}
        />
      ) : null}
    </Panel>
  );
}
