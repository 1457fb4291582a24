import { Avatar, Button, Popconfirm, Space, Table, Tag } from '@arco-design/web-react';
import type { PaginationProps, TableColumnProps as ColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@miaoyu/contracts';
import { formatDateTime } from '../format';
import styles from './AdminTable.module.css';
import { UserStatusTag } from './UserStatusTag';

interface Props {
  users: AdminUser[];
  loading: boolean;
  pagination: PaginationProps;
  selfId: string | undefined;
  onBan: (user: AdminUser) => void;
  onUnban: (user: AdminUser) => void;
}

/** Platform users: who they are, their role and status, and ban / unban. */
export function UsersTable({ users, loading, pagination, selfId, onBan, onUnban }: Props) {
  const { t, i18n } = useTranslation('admin');
  const columns: ColumnProps<AdminUser>[] = [
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
  return (
    <Table
      className={styles.table}
      rowKey="id"
      columns={columns}
      data={users}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 760 }}
      noDataElement={t('adminUsers.empty')}
      border={false}
    />
  );
}
