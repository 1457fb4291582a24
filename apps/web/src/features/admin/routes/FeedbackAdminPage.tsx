import { useState } from 'react';
import { Card, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@miaoyu/contracts';
import { useAdminFeedbacks } from '../api/getAdminFeedbacks';
import { FeedbackDrawer } from '../components/FeedbackDrawer';
import { FeedbackFilters, type FeedbackFilterValue } from '../components/FeedbackFilters';
import { FeedbackTable } from '../components/FeedbackTable';
import { LoadFailed } from '../components/ListState';
import { usePaging } from '../usePaging';

/** Platform admins: everyone's feedback, filtered by status and type; reply and close. */
export function FeedbackAdminPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const [filters, setFilters] = useState<FeedbackFilterValue>({});
  const paging = usePaging();
  const feedbacks = useAdminFeedbacks({ ...filters, offset: paging.offset, limit: paging.limit });
  const [open, setOpen] = useState<Feedback | null>(null);

  return (
    <Card title={t('nav:admin.feedback')}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <FeedbackFilters
          value={filters}
          onChange={(value) => {
            setFilters(value);
            paging.setPage(1);
          }}
        />
        {feedbacks.isError ? (
          <LoadFailed
            message={t('adminFeedback.loadFailed')}
            onRetry={() => void feedbacks.refetch()}
          />
        ) : (
          <FeedbackTable
            feedbacks={feedbacks.data?.list ?? []}
            loading={feedbacks.isFetching}
            onOpen={setOpen}
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: feedbacks.data?.total ?? 0,
              onChange: paging.setPage,
              size: 'small',
              showTotal: (total) => (
                <Typography.Text type="secondary">
                  {t('adminFeedback.total', { count: total })}
                </Typography.Text>
              ),
            }}
          />
        )}
      </Space>
      <FeedbackDrawer feedback={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </Card>
  );
}
