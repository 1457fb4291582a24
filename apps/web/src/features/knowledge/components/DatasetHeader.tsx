import { IconLeft } from '@arco-design/web-react/icon';
import type { Dataset } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBytes } from '../logic/format';
import styles from './Dataset.module.css';

/** The knowledge base's name, description and totals, with the way back to the list. */
export function DatasetHeader({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation('knowledge');
  return (
    <header>
      <Link to="/knowledge" className={styles.back}>
        <IconLeft /> {t('detail.back')}
      </Link>
      <h1 className={styles.title}>{dataset.name}</h1>
      {dataset.description ? <p className={styles.description}>{dataset.description}</p> : null}
      <p className={styles.stats}>
        {t('detail.stats', {
          documents: dataset.documentCount,
          chunks: dataset.chunkCount,
          size: formatBytes(dataset.bytes),
        })}
      </p>
    </header>
  );
}
