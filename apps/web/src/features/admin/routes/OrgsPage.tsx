import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { usePaging } from '@/hooks/usePaging';
import { useAdminOrgs } from '../api/getAdminOrgs';
import { useOrgColumns } from '../components/orgColumns';

/** Platform admins: every organisation, searchable by name or team code. */
export function OrgsPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const paging = usePaging();
  const orgs = useAdminOrgs({ q: paging.q, offset: paging.offset, limit: paging.limit });
  const columns = useOrgColumns();

  return (
    <Card title={t('nav:admin.orgs')}>
      <PagedTable
        columns={columns}
        result={orgs}
        paging={paging}
        searchPlaceholder={t('adminOrgs.searchPlaceholder')}
        scrollX={720}
        texts={{
          empty: t('adminOrgs.empty'),
          loadFailed: t('adminOrgs.loadFailed'),
          total: (count) => t('adminOrgs.total', { count }),
        }}
      />
    </Card>
  );
}
