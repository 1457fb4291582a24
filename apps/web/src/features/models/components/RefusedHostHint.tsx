import { Alert, Link } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Link/style/css.js';
import { hostEntryOf } from '@miaoyu/contracts/model-hosts';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/lib/permission';
import styles from './Models.module.css';

/**
 * Under a base URL the outbound guard refused: who can allow its host. A platform admin gets a
 * link to the allow list (in a new tab, so the form stays filled in); anyone else whom to ask.
 */
export function RefusedHostHint({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation('models');
  const isPlatformAdmin = usePermission(['admin']);
  const host = hostEntryOf(baseUrl);
  if (!host) return null;
  const content = isPlatformAdmin ? (
    <>
      {t('models.refused.admin', { host })}{' '}
      <Link
        href={`/admin/model-hosts?host=${encodeURIComponent(host)}`}
        target="_blank"
        rel="noopener"
      >
        {t('models.refused.adminLink', { host })}
      </Link>
    </>
  ) : (
    t('models.refused.member', { host })
  );
  return (
    <Alert
      type="info"
      className={styles.refusedHint}
      content={content}
      data-testid="refused-host-hint"
    />
  );
}
