import { useTranslation } from 'react-i18next';
import type { ChatCitation } from '@miaoyu/contracts/chat';
import styles from './Citations.module.css';

interface Props {
  citations: readonly ChatCitation[];
  /** The citation open now, where the page shows it beside the list; a click calls `onOpen`. */
  open?: number | null;
  onOpen: (n: number) => void;
}

/** The passages an answer cites, numbered as its `[n]` marks; what a click opens is the page's. */
export function CitationList({ citations, open, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <ol className={styles.citations} aria-label={t('answer.citations')}>
      {citations.map((citation, i) => (
        <li key={`${i}-${citation.chunkId ?? citation.title}`}>
          <button
            type="button"
            className={styles.citation}
            aria-expanded={open === undefined ? undefined : open === i + 1}
            onClick={() => onOpen(i + 1)}
          >
            <span className={styles.number}>[{i + 1}]</span>{' '}
            <span className={styles.title}>{citation.title}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
