import { useEffect } from 'react';
import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { errorMessage, statusOf } from '@/lib/api-error';
import { useLeaveOrg } from '../api/leaveOrg';
import { useMemberCountSync, useMembers } from '../api/members';
import { MembersTable } from './MembersTable';

interface Props {
  org: Org;
  myUserId: string;
  /** My access ended (404): the page falls back to the list. */
  onGone: (orgId: string) => void;
  onLeft: () => void;
}

/** Members of a team, and leaving it. */
export function MembersTab({ org, myUserId, onGone, onLeft }: Props) {
  const { t } = useTranslation('org');
  const members = useMembers(org.id);
  useMemberCountSync(org.id, org.memberCount, members.data?.length);
  const leave = useLeaveOrg();
  const gone = statusOf(members.error) === 404;

  useEffect(() => {
    if (gone) onGone(org.id);
  }, [gone, onGone, org.id]);

  const confirmLeave = () =>
    Modal.confirm({
      title: t('org.members.leave'),
      content: t('org.members.leaveConfirm', { name: org.name }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        await leave.mutateAsync(org.id);
        Message.success(t('org.members.left', { name: org.name }));
        onLeft();
      },
    });

  // A failed load is said as such, with a retry: an empty table would read as "no members".
  if (members.isError && !members.data && !gone)
    return (
      <LoadFailed message={errorMessage(members.error)} onRetry={() => void members.refetch()} />
    );
  return (
    <MembersTable
      orgId={org.id}
      members={members.data ?? []}
      loading={members.isPending}
      myRole={org.role}
      myUserId={myUserId}
      onLeave={confirmLeave}
    />
  );
}
