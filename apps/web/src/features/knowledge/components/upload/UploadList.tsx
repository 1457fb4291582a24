import { Button, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import { IconClose, IconRefresh } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { DatasetDocument } from '@miaoyu/contracts/knowledge';
import { DocumentStatus } from '../documents/DocumentStatus';
import { formatBytes } from '../../logic/format';
import { UPLOAD_MAX_RETRIES, type UploadItem } from '../../logic/uploadQueue';
import styles from './Upload.module.css';

interface Props {
  items: readonly UploadItem[];
  /** The documents the page has loaded, by id: how far the server got with each file sent. */
  documents: ReadonlyMap<string, DatasetDocument>;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

function StateLine({ item, document }: { item: UploadItem; document?: DatasetDocument }) {
  const { t } = useTranslation('knowledge');
  switch (item.phase) {
    case 'waiting':
      return <span className={styles.state}>{t('upload.waiting')}</span>;
    case 'uploading':
      return (
        <span className={styles.state}>
          <Progress size="small" percent={item.percent} aria-label={t('upload.uploading')} />
        </span>
      );
    case 'retrying':
      return (
        <span className={`${styles.state} ${styles.failed}`}>
          {t('upload.retrying', { attempt: item.retries, max: UPLOAD_MAX_RETRIES })}
        </span>
      );
    case 'done':
      return document ? (
        <span className={styles.state}>
          <DocumentStatus document={document} />
        </span>
      ) : (
        <span className={`${styles.state} ${styles.done}`}>{t('upload.done')}</span>
      );
    case 'failed':
      return (
        <span className={`${styles.state} ${styles.failed}`} role="alert">
          {t('upload.failed', { error: item.error ?? '' })}
        </span>
      );
  }
}

/** Each file on its way: where it goes, its progress or outcome, and retry for failed ones. */
export function UploadList({ items, documents, onRetry, onRemove }: Props) {
  const { t } = useTranslation('knowledge');
  if (!items.length) return null;
  return (
    <ul className={styles.list} aria-label={t('upload.title')}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid="upload-item">
          <span className={styles.fileName} title={[...item.dir, item.file.name].join('/')}>
            {item.dir.length ? <span className={styles.dir}>{item.dir.join('/')}/</span> : null}
            {item.file.name} <span className={styles.dir}>· {formatBytes(item.file.size)}</span>
          </span>
          <span>
            {item.phase === 'failed' && item.retryable ? (
              <Button
                type="text"
                size="mini"
                icon={<IconRefresh />}
                onClick={() => onRetry(item.id)}
              >
                {t('upload.retry')}
              </Button>
            ) : null}
            <Button
              type="text"
              size="mini"
              icon={<IconClose />}
              aria-label={t('upload.remove')}
              onClick={() => onRemove(item.id)}
            />
          </span>
          <StateLine
            item={item}
            document={item.documentId ? documents.get(item.documentId) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
