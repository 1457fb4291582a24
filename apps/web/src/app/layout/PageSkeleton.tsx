import { useTranslation } from 'react-i18next';
import styles from './PageSkeleton.module.css';

const widths = ['40%', '90%', '75%'];

/** The content area's placeholder while a page's chunk (or the access check) loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('app.loading')}>
      <div className={styles.bar} style={{ width: 160 }} />
      <div className={styles.card}>
        {widths.map((width) => (
          <div key={width} className={styles.bar} style={{ width }} />
        ))}
      </div>
      <div className={styles.card}>
        <div className={styles.bar} style={{ width: '30%' }} />
        <div className={styles.block} />
      </div>
    </div>
  );
}
