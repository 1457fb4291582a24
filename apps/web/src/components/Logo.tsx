import { useTranslation } from 'react-i18next';
import styles from './Logo.module.css';

interface LogoProps {
  /** White text, for dark backgrounds. */
  inverse?: boolean;
  /** Only the mark on narrow phones, where a bar has no room for the name. */
  compact?: boolean;
}

export function Logo({ inverse = false, compact = false }: LogoProps) {
  const { t } = useTranslation();
  const className = [styles.logo, inverse && styles.inverse, compact && styles.compact];
  return (
    <span className={className.filter(Boolean).join(' ')}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#165DFF" />
        <path
          d="M8 22V10l8 7 8-7v12"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.name}>{t('app.name')}</span>
    </span>
  );
}
