import { Avatar, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { Member } from '@miaoyu/contracts/orgs';
import type { OrgRole } from '@miaoyu/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/datetime';
import { MemberRowActions } from './MemberRowActions';
import { RoleTag } from './RoleTag';
import styles from './TeamPanel.module.css';

interface Props {
  orgId: string;
  members: Member[];
  loading: boolean;
  myRole: OrgRole;
  myUserId: string;
  onLeave: () => void;
}

/** The team's members with the actions my role allows on each. */
export function MembersTable({ orgId, members, loading, myRole, myUserId, onLeave }: Props) {
  const { t } = useTranslation('org');
  const columns: TableColumnProps<Member>[] = [
    {
      title: t('org.members.member'),
      dataIndex: 'nickname',
      render: (_, member) => (
        <span className={styles.person}>
          <Avatar size={28}>
            {member.avatar ? <img src={member.avatar} alt="" /> : member.nickname.slice(0, 1)}
          </Avatar>
          <span className={styles.personName}>{member.nickname}</span>
          {member.userId === myUserId ? (
            <Tag size="small" color="cyan">
              {t('org.members.you')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { title: t('org.members.phone'), dataIndex: 'phone', width: 130 },
    {
      title: t('org.members.role'),
      dataIndex: 'role',
      width: 100,
      render: (_, member) => <RoleTag role={member.role} />,
    },
    {
      title: t('org.members.joinedAt'),
      dataIndex: 'joinedAt',
      width: 120,
      render: (_, member) => formatDateTime(member.joinedAt, { dateOnly: true }),
    },
    {
      title: t('org.members.actions'),
      key: 'actions',
      width: 300,
      render: (_, member) => (
        <MemberRowActions
          orgId={orgId}
          member={member}
          myRole={myRole}
          isSelf={member.userId === myUserId}
          onLeave={onLeave}
        />
      ),
    },
  ];
  return (
    <Table
      rowKey="userId"
      columns={columns}
      data={members}
      loading={loading}
      pagination={false}
      scroll={{ x: 800 }}
      noDataElement={t('org.members.empty')}
    />
  );
}
