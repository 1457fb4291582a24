import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './StudioLayout.module.css';

const FEEDBACK_PATH = '/setting/feedback';

/** The copyright, and the way to send feedback and read the operators' replies. */
export function Footer() {
  const { t } = useTranslation(['translation', 'nav']);
  return (
    <footer className={styles.footer}>
      {t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
      <Link to={FEEDBACK_PATH} className={styles.footerLink}>
        {t('nav:feedback.title')}
      </Link>
    </footer>
  );
}
