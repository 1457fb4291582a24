import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/datetime';
import { useHelperSessions } from '../../api/helperSessions';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { helperLinks } from '../../logic/links';
import styles from './Helper.module.css';

/** My latest conversations with the helper, each opening in the chat (signed in only). */
export function RecentSessions({ code }: { code: string }) {
  const { t } = useTranslation('helpers');
  const { user } = useHelperAccess();
  const sessions = useHelperSessions(user?.id ?? '', code);
  if (!user) return null;
  const list = sessions.data?.list ?? [];
  return (
    <section className={styles.box} aria-labelledby="helper-sessions">
      <h2 id="helper-sessions" className={styles.boxTitle}>
        {t('helper.recent')}
      </h2>
      {sessions.isPending ? null : list.length === 0 ? (
        <p className={styles.muted}>{t('helper.noRecent')}</p>
      ) : (
        <ul className={styles.sessions}>
          {list.map((session) => (
            <li key={session.sessionId}>
              <Link to={helperLinks.chat(session.sessionId)} className={styles.session}>
                <span className={styles.sessionTitle}>{session.title}</span>
                <time className={styles.sessionTime} dateTime={session.updatedAt}>
                  {formatDateTime(session.updatedAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
