import { IconMessage } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useInboxCounts } from '../api/inboxCounts';
import { useOrgAccess } from '../hooks/useOrgAccess';
import styles from './InboxMenuDot.module.css';

/** Asks for the counts only for people who answer visitors; the live page refreshes the same entry. */
export default function InboxMenuDot() {
  const { t } = useTranslation('nav');
  const access = useOrgAccess();
  const orgId = access.canHandleInbox ? access.orgId : '';
  const counts = useInboxCounts(orgId, { poll: true }).data;
  const attention = counts !== undefined && counts.pending + counts.unread > 0;
  return (
    <span className={styles.icon}>
      <IconMessage />
      {attention ? (
        <span
          className={styles.dot}
          role="status"
          aria-label={t('inbox.attention', { pending: counts.pending, unread: counts.unread })}
        />
      ) : null}
    </span>
  );
}
