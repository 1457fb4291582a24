import { Empty, Progress, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { RetrievalTestResult, SearchMode } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { scorePercent } from '../../logic/format';
import { ChunkSource } from '../chunks/ChunkSource';
import shared from '../shared.module.css';
import { ExpansionNote } from './ExpansionNote';
import { HighlightedText } from './HighlightedText';
import styles from './Retrieval.module.css';
import { RankTags, SearchStatus } from './SearchStatus';

interface Props {
  result: RetrievalTestResult;
  searchMode: SearchMode;
  onOpen: (chunkId: string) => void;
}

/** The passages a helper would cite, best first, each opening its chunk. */
export function RetrievalResults({ result, searchMode, onOpen }: Props) {
  const { t } = useTranslation('knowledge');
  // Meaning alone searches no words: "not searched" would read as if nothing was.
  const wordsOff = result.strategy === 'none' && result.vector === 'used';
  return (
    <>
      <SearchStatus vector={result.vector} mode={searchMode} />
      <div className={styles.meta} data-testid="retrieval-meta">
        <span>
          {result.terms.length
            ? t('retrieval.terms', { terms: result.terms.join(' · ') })
            : t('retrieval.noTerms')}
        </span>
        {wordsOff ? null : <span>{t(`retrieval.strategies.${result.strategy}`)}</span>}
        <span>{t('retrieval.took', { ms: Math.round(result.tookMs) })}</span>
      </div>
      <ExpansionNote expansion={result.expansion} />
      {result.list.length === 0 ? (
        <Empty description={t('retrieval.empty')} />
      ) : (
        <ol className={styles.list}>
          {result.list.map((passage) => {
            const percent = scorePercent(passage.score);
            return (
              <li key={passage.chunkId}>
                <button
                  type="button"
                  className={styles.result}
                  aria-label={t('retrieval.open', { name: passage.documentName })}
                  onClick={() => onOpen(passage.chunkId)}
                >
                  <span className={styles.score}>
                    <span className={styles.bar}>
                      <Progress percent={percent} showText={false} size="small" />
                    </span>
                    <Tag size="small" color="arcoblue">
                      {t('retrieval.score', { percent })}
                    </Tag>
                    <RankTags passage={passage} />
                  </span>
                  <span className={styles.source}>
                    <span className={styles.document}>{passage.documentName}</span>
                    <ChunkSource source={passage} />
                  </span>
                  <span className={`${shared.plainText} ${styles.passage}`}>
                    <HighlightedText text={passage.content} terms={result.terms} />
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
