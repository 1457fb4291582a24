import { useTranslation } from 'react-i18next';
import { useRecentHelpers } from '../../api/recentHelpers';
import { cardOfPublic } from '../../logic/cardItem';
import { HelperCard } from './HelperCard';
import styles from './List.module.css';

/** The helpers I talked with lately, one scrolling row; nothing when there are none. */
export function RecentHelpers() {
  const { t } = useTranslation('helpers');
  const recent = useRecentHelpers(true);
  const helpers = recent.data ?? [];
  if (helpers.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-helpers">
      <h2 id="recent-helpers" className={styles.sectionTitle}>
        {t('personal.recent')}
      </h2>
      <div className={helpers.length === 1 ? `${styles.row} ${styles.single}` : styles.row}>
        {helpers.map((helper) => (
          <HelperCard key={helper.code} helper={cardOfPublic(helper)} />
        ))}
      </div>
    </section>
  );
}
