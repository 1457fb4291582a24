import { useTranslation } from 'react-i18next';
import styles from './TypingDots.module.css';

/** An answer on its way, before its first words. */
export function TypingDots() {
  const { t } = useTranslation();
  return (
    <span className={styles.typing} aria-label={t('answer.thinking')}>
      <i />
      <i />
      <i />
    </span>
  );
}
