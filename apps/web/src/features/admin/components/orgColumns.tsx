import { Tag } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { AdminOrg } from '@miaoyu/contracts/admin';
import { formatDateTime } from '../format';

/** Every organisation: name, kind, team code, owner, size and age. */
export function useOrgColumns(): TableColumnProps<AdminOrg>[] {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  return [
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
}
