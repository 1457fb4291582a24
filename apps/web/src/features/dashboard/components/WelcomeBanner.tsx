import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatLongDate } from '../utils/dates';
import styles from './WelcomeBanner.module.css';

/** The greeting with the user's name and today's date in their language. */
export function WelcomeBanner({ nickname, now }: { nickname: string; now: Date }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <section className={styles.banner}>
      <h1 className={styles.welcome}>{t('workplace.welcome', { nickname })}</h1>
      <p className={styles.intro}>
        <time dateTime={now.toISOString()}>{formatLongDate(now, locale)}</time>
        <span className={styles.separator} aria-hidden />
        {t('workplace.intro')}
      </p>
    </section>
  );
}
