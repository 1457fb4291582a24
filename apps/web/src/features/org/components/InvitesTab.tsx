import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import type { Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { canManage } from '../logic/roles';
import { CreateInviteForm } from './CreateInviteForm';
import { InviteTable } from './InviteTable';
import styles from './TeamPanel.module.css';

/** Invite by link or phone, and the team's invites (owners and admins). */
export function InvitesTab({ org }: { org: Org }) {
  const { t } = useTranslation('org');
  if (!canManage(org.role)) return <Alert type="info" content={t('org.invites.readOnly')} />;
  return (
    <>
      <CreateInviteForm orgId={org.id} myRole={org.role} />
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('org.invites.listTitle')}</h3>
        <InviteTable orgId={org.id} />
      </div>
    </>
  );
}
