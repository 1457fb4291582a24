import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconEmail } from '@arco-design/web-react/icon';
import type { Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import { Panel } from '@/components/Panel';
import { useAcceptInvite, useMyInvites } from '../api/myInvites';
import styles from './MyInvites.module.css';

/** Invitations addressed to my phone number; shown only when there are some. */
export function MyInvites({ onJoined }: { onJoined: (org: Org) => void }) {
  const { t } = useTranslation('org');
  const invites = useMyInvites();
  const accept = useAcceptInvite();
  if (!invites.data?.length) return null;

  const onAccept = (code: string) =>
    accept.mutate(code, {
      onSuccess: (org) => {
        Message.success(t('org.mine.accepted', { name: org.name }));
        onJoined(org);
      },
      onError: (error) => Message.error(errorMessage(error)),
    });

  return (
    <Panel className={styles.card} title={t('org.mine.title')}>
      <ul className={styles.list}>
        {invites.data.map((invite) => (
          <li key={invite.code}>
            <IconEmail className={styles.icon} />
            <span className={styles.text}>
              {t('org.mine.item', {
                org: invite.orgName,
                role: t(`org.roles.${invite.role}`),
                date: formatDateTime(invite.expiresAt),
              })}
            </span>
            <Button
              type="primary"
              size="small"
              loading={accept.isPending && accept.variables === invite.code}
              onClick={() => onAccept(invite.code)}
            >
              {t('org.mine.accept')}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
