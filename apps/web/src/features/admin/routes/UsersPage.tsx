import { useState } from 'react';
import { Card, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@miaoyu/contracts/admin';
import { PagedTable } from '@/components/PagedTable';
import { usePaging } from '@/hooks/usePaging';
import { useSessionStore } from '@/lib/session';
import { useAdminUsers } from '../api/getAdminUsers';
import { useUnbanUser } from '../api/unbanUser';
import { BanUserModal } from '../components/BanUserModal';
import { useUserColumns } from '../components/userColumns';

/** Platform admins: find users by phone or nickname, ban and unban them. */
export function UsersPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const paging = usePaging();
  const users = useAdminUsers({ q: paging.q, offset: paging.offset, limit: paging.limit });
  const unban = useUnbanUser();
  const selfId = useSessionStore((state) => state.user?.id);
  const [banning, setBanning] = useState<AdminUser | null>(null);

  const onUnban = async (user: AdminUser) => {
    await unban.mutateAsync(user.id);
    Message.success(t('adminUsers.unbanDone', { name: user.nickname }));
  };
  const columns = useUserColumns({
    selfId,
    onBan: setBanning,
    onUnban: (user) => void onUnban(user).catch(() => {}),
  });

  return (
    <Card title={t('nav:admin.users')}>
      <PagedTable
        columns={columns}
        result={users}
        paging={paging}
        searchPlaceholder={t('adminUsers.searchPlaceholder')}
        scrollX={760}
        texts={{
          empty: t('adminUsers.empty'),
          loadFailed: t('adminUsers.loadFailed'),
          total: (count) => t('adminUsers.total', { count }),
        }}
      />
      <BanUserModal user={banning} onClose={() => setBanning(null)} />
    </Card>
  );
}
