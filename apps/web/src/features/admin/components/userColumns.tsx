import { Avatar, Button, Popconfirm, Space, Tag } from '@arco-design/web-react';
import type { TableColumnProps as ColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@miaoyu/contracts/admin';
import { formatDateTime } from '../format';
import { UserStatusTag } from './UserStatusTag';

interface Props {
  selfId: string | undefined;
  onBan: (user: AdminUser) => void;
  onUnban: (user: AdminUser) => void;
}

/** Platform users: who they are, their role and status, and ban / unban. */
export function useUserColumns({ selfId, onBan, onUnban }: Props): ColumnProps<AdminUser>[] {
  const { t, i18n } = useTranslation('admin');
  return [
    {
      title: t('adminUsers.user'),
      dataIndex: 'nickname',
      render: (_, user) => (
        <Space>
          <Avatar size={28}>
            {user.avatar ? <img src={user.avatar} alt="" /> : user.nickname.slice(0, 1)}
          </Avatar>
          {user.nickname}
        </Space>
      ),
    },
    { title: t('adminUsers.phone'), dataIndex: 'phone' },
    {
      title: t('adminUsers.role'),
      dataIndex: 'role',
      render: (_, user) => (
        <Tag color={user.role === 'admin' ? 'arcoblue' : 'gray'}>
          {t(`adminUsers.roles.${user.role}`)}
        </Tag>
      ),
    },
    {
      title: t('adminUsers.status'),
      dataIndex: 'ban',
      render: (_, user) => <UserStatusTag user={user} />,
    },
    {
      title: t('adminUsers.createdAt'),
      dataIndex: 'createdAt',
      render: (_, user) => formatDateTime(user.createdAt, i18n.language),
    },
    {
      title: t('adminUsers.actions'),
      dataIndex: 'id',
      fixed: 'right',
      width: 90,
      render: (_, user) =>
        user.ban ? (
          <Popconfirm
            title={t('adminUsers.unbanConfirm', { name: user.nickname })}
            onOk={() => onUnban(user)}
          >
            <Button type="text" size="small">
              {t('adminUsers.unban')}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            type="text"
            status="danger"
            size="small"
            disabled={user.id === selfId}
            onClick={() => onBan(user)}
          >
            {t('adminUsers.ban')}
          </Button>
        ),
    },
  ];
}
