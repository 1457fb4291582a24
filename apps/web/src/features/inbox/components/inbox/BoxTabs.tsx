import { Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useTranslation } from 'react-i18next';
import { INBOX_BOXES, type InboxBox } from '@miaoyu/contracts/bot';
import { useInboxCounts } from '../../api/inboxCounts';
import styles from './inbox.module.css';

interface Props {
  orgId: string;
  box: InboxBox;
  onChange: (box: InboxBox) => void;
}

/** The boxes: waiting (with how many), mine (how many, and a dot for unread messages), ended. */
export function BoxTabs({ orgId, box, onChange }: Props) {
  const { t } = useTranslation('inbox');
  const counts = useInboxCounts(orgId).data;
  const title = (which: InboxBox) => {
    const count = which === 'pending' ? counts?.pending : which === 'mine' ? counts?.mine : 0;
    const unread = which === 'mine' ? (counts?.unread ?? 0) : 0;
    return (
      <span className={styles.tabTitle}>
        {t(`boxes.${which}`)}
        {count ? <span className={styles.tabCount}>{count}</span> : null}
        {unread > 0 ? (
          <span
            className={styles.tabDot}
            role="status"
            aria-label={t('boxes.unread', { count: unread })}
          />
        ) : null}
      </span>
    );
  };
  return (
    <Tabs
      activeTab={box}
      onChange={(key) => onChange(key as InboxBox)}
      className={styles.tabs}
      aria-label={t('boxes.label')}
    >
      {INBOX_BOXES.map((which) => (
        <Tabs.TabPane key={which} title={title(which)} />
      ))}
    </Tabs>
  );
}
