import { useState } from 'react';
import { Card, Input, Message, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@miaoyu/contracts';
import { useCurrentUserStore } from '@/lib/current-user';
import { useAdminUsers } from '../api/getAdminUsers';
import { useUnbanUser } from '../api/unbanUser';
import { BanUserModal } from '../components/BanUserModal';
import { LoadFailed } from '../components/ListState';
import { UsersTable } from '../components/UsersTable';
import { useDebouncedValue, usePaging } from '../usePaging';

/** Platform admins: find users by phone or nickname, ban and unban them. */
export function UsersPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const paging = usePaging();
  const users = useAdminUsers({ q, offset: paging.offset, limit: paging.limit });
  const unban = useUnbanUser();
  const selfId = useCurrentUserStore((state) => state.user?.id);
  const [banning, setBanning] = useState<AdminUser | null>(null);

  const onUnban = async (user: AdminUser) => {
    await unban.mutateAsync(user.id);
    Message.success(t('adminUsers.unbanDone', { name: user.nickname }));
  };

  const searchBox = (
    <Input.Search
      allowClear
      value={search}
      onChange={(value) => {
        setSearch(value);
        paging.setPage(1);
      }}
      placeholder={t('adminUsers.searchPlaceholder')}
      style={{ width: 240, maxWidth: '100%' }}
    />
  );

  return (
    <Card title={t('nav:admin.users')}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        {searchBox}
        {users.isError ? (
          <LoadFailed message={t('adminUsers.loadFailed')} onRetry={() => void users.refetch()} />
        ) : (
          <UsersTable
            users={users.data?.list ?? []}
            loading={users.isFetching}
            selfId={selfId}
            onBan={setBanning}
            onUnban={(user) => void onUnban(user).catch(() => {})}
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: users.data?.total ?? 0,
              onChange: paging.setPage,
              size: 'small',
              showTotal: (total) => (
                <Typography.Text type="secondary">
                  {t('adminUsers.total', { count: total })}
                </Typography.Text>
              ),
            }}
          />
        )}
      </Space>
      <BanUserModal user={banning} onClose={() => setBanning(null)} />
    </Card>
  );
}
