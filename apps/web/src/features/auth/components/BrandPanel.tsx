import { IconCheckCircle } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import styles from './BrandPanel.module.css';

const FEATURES = ['chat', 'sales', 'service'] as const;

/** The left-hand panel of the login page: who we are and what the product does. */
export function BrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <aside className={styles.panel}>
      <Logo inverse />
      <div className={styles.body}>
        <p className={styles.tagline}>{t('app.tagline')}</p>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature}>
              <IconCheckCircle className={styles.icon} />
              {t(`features.${feature}`)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
