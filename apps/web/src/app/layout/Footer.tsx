import { useTranslation } from 'react-i18next';
import styles from './StudioLayout.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      {t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
    </footer>
  );
}
