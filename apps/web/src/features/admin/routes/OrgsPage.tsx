import { useState } from 'react';
import { Card, Input, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { useAdminOrgs } from '../api/getAdminOrgs';
import { LoadFailed } from '../components/ListState';
import { OrgsTable } from '../components/OrgsTable';
import { useDebouncedValue, usePaging } from '../usePaging';

/** Platform admins: every organisation, searchable by name or team code. */
export function OrgsPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const paging = usePaging();
  const orgs = useAdminOrgs({ q, offset: paging.offset, limit: paging.limit });

  return (
    <Card title={t('nav:admin.orgs')}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          value={search}
          onChange={(value) => {
            setSearch(value);
            paging.setPage(1);
          }}
          placeholder={t('adminOrgs.searchPlaceholder')}
          style={{ width: 240, maxWidth: '100%' }}
        />
        {orgs.isError ? (
          <LoadFailed message={t('adminOrgs.loadFailed')} onRetry={() => void orgs.refetch()} />
        ) : (
          <OrgsTable
            orgs={orgs.data?.list ?? []}
            loading={orgs.isFetching}
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: orgs.data?.total ?? 0,
              onChange: paging.setPage,
              size: 'small',
              showTotal: (total) => (
                <Typography.Text type="secondary">
                  {t('adminOrgs.total', { count: total })}
                </Typography.Text>
              ),
            }}
          />
        )}
      </Space>
    </Card>
  );
}
