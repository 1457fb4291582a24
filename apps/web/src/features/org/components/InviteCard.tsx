import { Alert, Button, Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/datetime';
import type { getInvitePreview } from '../api/publicInvite';
import { OrgAvatar } from './OrgAvatar';
import styles from './InviteCard.module.css';

type Preview = Awaited<ReturnType<typeof getInvitePreview>>;

interface Props {
  preview: Preview;
  signedIn: boolean;
  accepting: boolean;
  error?: string;
  onAccept: () => void;
  onLogin: () => void;
}

/** Which team invites me, as whom, until when; accept, or sign in first. */
export function InviteCard({ preview, signedIn, accepting, error, onAccept, onLogin }: Props) {
  const { t } = useTranslation('org');
  const valid = preview.state === 'valid';
  return (
    <>
      <div className={styles.team}>
        <OrgAvatar org={{ name: preview.orgName, logo: preview.orgLogo, kind: 'team' }} size={56} />
        <h2 className={styles.name}>{preview.orgName}</h2>
      </div>
      <Descriptions
        column={1}
        size="small"
        className={styles.details}
        data={[
          { label: t('invite.inviter'), value: preview.inviterNickname },
          { label: t('invite.role'), value: t(`org.roles.${preview.role}`) },
          { label: t('invite.expiresAt'), value: formatDateTime(preview.expiresAt) },
        ]}
      />
      {valid ? null : <Alert type="warning" content={t(`invite.states.${preview.state}`)} />}
      {error ? <Alert type="error" content={error} className={styles.error} /> : null}
      {valid && signedIn ? (
        <Button type="primary" long size="large" loading={accepting} onClick={onAccept}>
          {t('invite.accept')}
        </Button>
      ) : null}
      {valid && !signedIn ? (
        <Button type="primary" long size="large" onClick={onLogin}>
          {t('invite.loginToAccept')}
        </Button>
      ) : null}
    </>
  );
}
