import {
  Button,
  Message,
  Popconfirm,
  Table,
  Tag,
  type TableColumnProps,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconCopy } from '@arco-design/web-react/icon';
import type { Invite } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { QrCodeButton } from '@/components/qr/QrCodeButton';
import { copyAndSay } from '@/lib/copy-and-say';
import { formatDateTime } from '@/lib/datetime';
import { useInvites, useRevokeInvite } from '../api/invites';
import { inviteState, inviteStateColor } from '../logic/inviteState';
import { inviteLink } from '../logic/links';
import { RoleTag } from './RoleTag';

/** The team's invites with their state; valid ones can be copied, shown as a QR code and revoked. */
export function InviteTable({ orgId }: { orgId: string }) {
  const { t } = useTranslation('org');
  const invites = useInvites(orgId);
  const revoke = useRevokeInvite(orgId);
  const copy = (code: string) =>
    void copyAndSay(inviteLink(code), { ok: t('org.copied'), failed: t('org.copyFailed') });

  const columns: TableColumnProps<Invite>[] = [
    {
      title: t('org.invites.state'),
      key: 'state',
      render: (_, invite) => {
        const state = inviteState(invite);
        return <Tag color={inviteStateColor[state]}>{t(`org.invites.states.${state}`)}</Tag>;
      },
    },
    {
      title: t('org.invites.role'),
      dataIndex: 'role',
      render: (_, invite) => <RoleTag role={invite.role} />,
    },
    {
      title: t('org.invites.target'),
      dataIndex: 'phone',
      render: (_, invite) => invite.phone ?? t('org.invites.anyone'),
    },
    {
      title: t('org.invites.usage'),
      key: 'usage',
      render: (_, invite) => `${invite.uses} / ${invite.maxUses ?? '∞'}`,
    },
    {
      title: t('org.invites.expiresAt'),
      dataIndex: 'expiresAt',
      width: 160,
      render: (_, invite) => formatDateTime(invite.expiresAt),
    },
    {
      title: t('org.members.actions'),
      key: 'actions',
      width: 250,
      render: (_, invite) =>
        inviteState(invite) === 'valid' ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Button size="small" type="text" icon={<IconCopy />} onClick={() => copy(invite.code)}>
              {t('org.copy')}
            </Button>
            <QrCodeButton
              size="small"
              type="text"
              text={inviteLink(invite.code)}
              title={t('org.invites.qrTitle')}
              fileName={t('org.invites.qrFile')}
            />
            <Popconfirm
              title={t('org.invites.revokeConfirm')}
              onOk={() =>
                revoke.mutateAsync(invite.id).then(
                  () => Message.success(t('org.invites.revoked')),
                  () => undefined,
                )
              }
            >
              <Button size="small" type="text" status="danger">
                {t('org.invites.revoke')}
              </Button>
            </Popconfirm>
          </span>
        ) : null,
    },
  ];

  return (
    <Table
      rowKey="id"
      columns={columns}
      data={invites.data ?? []}
      loading={invites.isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 860 }}
      noDataElement={t('org.invites.empty')}
    />
  );
}
