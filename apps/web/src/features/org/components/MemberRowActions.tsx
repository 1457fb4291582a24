import { Button, Message, Modal, Popconfirm, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import type { Member } from '@miaoyu/contracts/orgs';
import type { OrgRole } from '@miaoyu/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { useChangeRole, useRemoveMember, useTransferOwnership } from '../api/memberActions';
import { memberActions } from '../logic/roles';

interface Props {
  orgId: string;
  member: Member;
  myRole: OrgRole;
  isSelf: boolean;
  onLeave: () => void;
}

/** The actions my role allows on one member: role, remove, transfer, or leave on my own row. */
export function MemberRowActions({ orgId, member, myRole, isSelf, onLeave }: Props) {
  const { t } = useTranslation('org');
  const allowed = memberActions(myRole, member.role, isSelf);
  const changeRole = useChangeRole(orgId);
  const remove = useRemoveMember(orgId);
  const transfer = useTransferOwnership(orgId);
  const name = member.nickname;

  const onRole = (role: 'admin' | 'member') =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          Message.success(t('org.members.roleChanged', { name, role: t(`org.roles.${role}`) })),
      },
    );

  const confirmTransfer = () =>
    Modal.confirm({
      title: t('org.members.transferTitle'),
      content: t('org.members.transferConfirm', { name }),
      okButtonProps: { status: 'warning' },
      onOk: async () => {
        await transfer.mutateAsync(member.userId);
        Message.success(t('org.members.transferred', { name }));
      },
    });

  return (
    <Space size={4}>
      {allowed.roles.length > 0 ? (
        <Select
          size="small"
          style={{ width: 108 }}
          aria-label={t('org.members.role')}
          value={member.role}
          loading={changeRole.isPending}
          disabled={changeRole.isPending}
          options={allowed.roles.map((role) => ({ value: role, label: t(`org.roles.${role}`) }))}
          onChange={(role: 'admin' | 'member') => onRole(role)}
        />
      ) : null}
      {allowed.transfer ? (
        <Button size="small" type="text" loading={transfer.isPending} onClick={confirmTransfer}>
          {t('org.members.transfer')}
        </Button>
      ) : null}
      {allowed.remove ? (
        <Popconfirm
          title={t('org.members.removeConfirm', { name })}
          onOk={() =>
            remove.mutateAsync(member.userId).then(
              () => Message.success(t('org.members.removed', { name })),
              () => undefined,
            )
          }
        >
          <Button size="small" type="text" status="danger" loading={remove.isPending}>
            {t('org.members.remove')}
          </Button>
        </Popconfirm>
      ) : null}
      {allowed.leave ? (
        <Button size="small" type="text" status="danger" onClick={onLeave}>
          {t('org.members.leave')}
        </Button>
      ) : null}
    </Space>
  );
}
