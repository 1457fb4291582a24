import { useTranslation } from 'react-i18next';
import styles from './WorkplacePage.module.css';

/** The default landing page. The app layer passes the user in: features never import each other. */
export function WorkplacePage({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.banner}>
        <h1 className={styles.welcome}>{t('workplace.welcome', { nickname })}</h1>
        <p className={styles.intro}>{t('workplace.intro')}</p>
      </section>
    </div>
  );
}
