import { useState } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import type { Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { DeleteTeamModal } from './DeleteTeamModal';
import styles from './TeamPanel.module.css';

/** Deleting the team: owner only. */
export function DangerZone({ org, onDeleted }: { org: Org; onDeleted: () => void }) {
  const { t } = useTranslation('org');
  const [open, setOpen] = useState(false);
  if (org.role !== 'owner') return <Alert type="info" content={t('org.danger.ownerOnly')} />;
  return (
    <div className={styles.danger}>
      <div>
        <h3 className={styles.sectionTitle}>{t('org.danger.deleteTitle')}</h3>
        <p className={styles.hint}>{t('org.danger.deleteHint')}</p>
      </div>
      <Button status="danger" onClick={() => setOpen(true)}>
        {t('org.danger.deleteButton')}
      </Button>
      <DeleteTeamModal
        org={org}
        visible={open}
        onClose={() => setOpen(false)}
        onDeleted={() => {
          setOpen(false);
          onDeleted();
        }}
      />
    </div>
  );
}
