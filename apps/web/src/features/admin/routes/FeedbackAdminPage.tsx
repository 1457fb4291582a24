import { useState } from 'react';
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@miaoyu/contracts/feedback';
import { PagedTable } from '@/components/PagedTable';
import { usePaging } from '@/hooks/usePaging';
import { useAdminFeedbacks } from '../api/getAdminFeedbacks';
import { FeedbackDrawer } from '../components/FeedbackDrawer';
import { FeedbackFilters, type FeedbackFilterValue } from '../components/FeedbackFilters';
import { useFeedbackColumns } from '../components/feedbackColumns';

/** Platform admins: everyone's feedback, filtered by status and type; reply and close. */
export function FeedbackAdminPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const [filters, setFilters] = useState<FeedbackFilterValue>({});
  const paging = usePaging();
  const feedbacks = useAdminFeedbacks({ ...filters, offset: paging.offset, limit: paging.limit });
  const [open, setOpen] = useState<Feedback | null>(null);
  const columns = useFeedbackColumns({ onOpen: setOpen });

  return (
    <Card title={t('nav:admin.feedback')}>
      <PagedTable
        columns={columns}
        result={feedbacks}
        paging={paging}
        filters={
          <FeedbackFilters
            value={filters}
            onChange={(value) => {
              setFilters(value);
              paging.restart();
            }}
          />
        }
        scrollX={860}
        texts={{
          empty: t('adminFeedback.empty'),
          loadFailed: t('adminFeedback.loadFailed'),
          total: (count) => t('adminFeedback.total', { count }),
        }}
      />
      <FeedbackDrawer feedback={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </Card>
  );
}
