import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { QueryExpansionReport } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import styles from './Retrieval.module.css';

/**
 * What the question was searched with besides its own words: the team's synonyms found in it and
 * the model's phrasings, or why there were none, so a team sees why a passage matched.
 */
export function ExpansionNote({ expansion }: { expansion: QueryExpansionReport }) {
  const { t } = useTranslation('knowledge');
  const { synonyms, alternatives, rewrite } = expansion;
  return (
    <div className={styles.expansion} data-testid="retrieval-expansion">
      {synonyms.length > 0 ? (
        <div className={styles.expansionRow}>
          <span className={styles.expansionLabel}>{t('expansion.title')}</span>
          {synonyms.map(({ word, synonyms: words }) => (
            <Tag key={word} size="small" color="green" className={styles.expansionTag}>
              {t('expansion.synonymOf', { word, synonyms: words.join(' · ') })}
            </Tag>
          ))}
        </div>
      ) : null}
      <div className={styles.expansionRow}>
        <span className={styles.expansionLabel}>{t(`expansion.rewriteStatus.${rewrite}`)}</span>
        {rewrite === 'used' && alternatives.length === 0 ? (
          <span>{t('expansion.noAlternatives')}</span>
        ) : null}
      </div>
      {alternatives.length > 0 ? (
        <ul className={styles.alternatives} aria-label={t('expansion.alternatives')}>
          {alternatives.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
