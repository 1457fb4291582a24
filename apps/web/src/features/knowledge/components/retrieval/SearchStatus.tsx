import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconExclamationCircle } from '@arco-design/web-react/icon';
import type { RetrievalResult, RetrievedChunk, SearchMode } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import styles from './Retrieval.module.css';

interface Props {
  vector: RetrievalResult['vector'];
  /** The knowledge base's search mode: meaning used alone or with words. */
  mode: SearchMode;
}

/** How the passages were found: by meaning and/or words, or why meaning fell back to words. */
export function SearchStatus({ vector, mode }: Props) {
  const { t } = useTranslation('knowledge');
  if (vector === 'unavailable' || vector === 'failed')
    return (
      <div className={styles.status} data-testid="search-status">
        <Tag size="small" color="orange" icon={<IconExclamationCircle />}>
          {t(`search.${vector}`)}
        </Tag>
        <span>{t(`search.${vector}Hint`)}</span>
      </div>
    );
  const used = vector === 'off' ? 'fulltext' : mode === 'vector' ? 'vector' : 'hybrid';
  return (
    <div className={styles.status} data-testid="search-status">
      {t(`search.used.${used}`)}
    </div>
  );
}

/** Where a passage stood in each search that found it, and how close its meaning was. */
export function RankTags({ passage }: { passage: RetrievedChunk }) {
  const { t } = useTranslation('knowledge');
  return (
    <>
      {passage.textRank ? (
        <Tag size="small">{t('search.textRank', { rank: passage.textRank })}</Tag>
      ) : null}
      {passage.vectorRank ? (
        <Tag size="small">{t('search.vectorRank', { rank: passage.vectorRank })}</Tag>
      ) : null}
      {passage.similarity !== undefined ? (
        <Tag size="small">{t('search.similarity', { value: passage.similarity.toFixed(2) })}</Tag>
      ) : null}
    </>
  );
}
