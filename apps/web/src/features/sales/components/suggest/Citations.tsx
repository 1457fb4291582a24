import { useTranslation } from 'react-i18next';
import type { ChatCitation } from '@miaoyu/contracts/chat';
import styles from './suggest.module.css';

/** The playbook passages the replies drew on, as plain text. */
export function Citations({ citations }: { citations: readonly ChatCitation[] }) {
  const { t } = useTranslation('sales');
  if (!citations.length) return null;
  return (
    <section className={styles.citations} aria-label={t('suggest.citations')}>
      <h4 className={styles.citationsTitle}>{t('suggest.citations')}</h4>
      <ol>
        {citations.map((citation, i) => (
          <li key={`${citation.source}-${citation.chunkId ?? i}`} className={styles.citation}>
            <strong>{citation.title}</strong>
            <span>{citation.excerpt}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
