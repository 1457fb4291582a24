import { Table, Tag } from '@arco-design/web-react';
import type { PaginationProps, TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { AdminOrg } from '@miaoyu/contracts';
import { formatDateTime } from '../format';
import styles from './AdminTable.module.css';

interface Props {
  orgs: AdminOrg[];
  loading: boolean;
  pagination: PaginationProps;
}

/** Every organisation: name, kind, team code, owner, size and age. */
export function OrgsTable({ orgs, loading, pagination }: Props) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const columns: TableColumnProps<AdminOrg>[] = [
    { title: t('adminOrgs.name'), dataIndex: 'name' },
    {
      title: t('adminOrgs.kind'),
      dataIndex: 'kind',
      render: (_, org) => (
        <Tag color={org.kind === 'team' ? 'arcoblue' : 'gray'}>
          {t(`adminOrgs.kinds.${org.kind}`)}
        </Tag>
      ),
    },
    { title: t('adminOrgs.code'), dataIndex: 'code', render: (_, org) => org.code || '—' },
    { title: t('adminOrgs.owner'), dataIndex: 'ownerNickname' },
    {
      title: t('adminOrgs.members'),
      dataIndex: 'memberCount',
      align: 'right',
      render: (_, org) => number.format(org.memberCount),
    },
    {
      title: t('adminOrgs.createdAt'),
      dataIndex: 'createdAt',
      render: (_, org) => formatDateTime(org.createdAt, i18n.language),
    },
  ];
  return (
    <Table
      className={styles.table}
      rowKey="id"
      columns={columns}
      data={orgs}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 720 }}
      noDataElement={t('adminOrgs.empty')}
      border={false}
    />
  );
}
