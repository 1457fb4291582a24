import type { ChunkSourceInfo } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import styles from './Chunks.module.css';

/** Where a passage sits in its document: the heading path, and the page or sheet. */
export function ChunkSource({ source }: { source: ChunkSourceInfo }) {
  const { t } = useTranslation('knowledge');
  return (
    <>
      {source.headings.length ? (
        <span className={styles.headings}>{source.headings.join(' › ')}</span>
      ) : null}
      {source.page !== null ? <span>{t('chunks.page', { page: source.page })}</span> : null}
      {source.sheet !== null ? <span>{t('chunks.sheet', { sheet: source.sheet })}</span> : null}
    </>
  );
}
