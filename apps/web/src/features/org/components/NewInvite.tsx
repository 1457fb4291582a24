import { groupCode } from '@miaoyu/contracts/codes';
import type { Invite } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/qr/QrCode';
import { inviteLink } from '../logic/links';
import { CopyField } from '@/components/CopyField';
import styles from './TeamPanel.module.css';

/** The invite just made: its link to copy, its code to read out, its QR code to scan. */
export function NewInvite({ invite }: { invite: Invite }) {
  const { t } = useTranslation('org');
  const link = inviteLink(invite.code);
  return (
    <div className={styles.newLink} data-testid="new-invite">
      <div className={styles.newLinkText}>
        <span>{t('org.invites.newLink')}</span>
        <CopyField value={link} label={t('org.invites.newLink')} />
        <span>
          {t('org.invites.code')}{' '}
          <code className={styles.inviteCode} aria-label={t('org.invites.code')}>
            {groupCode(invite.code)}
          </code>
        </span>
        <span className={styles.codeHint}>{t('org.invites.codeHint')}</span>
      </div>
      <QrCode
        text={link}
        label={t('org.invites.qrLabel')}
        fileName={t('org.invites.qrFile')}
        size={150}
      />
    </div>
  );
}
