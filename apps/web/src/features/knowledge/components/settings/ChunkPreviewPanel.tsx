import { useRef } from 'react';
import { Alert, Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconEye } from '@arco-design/web-react/icon';
import { CHUNK_PREVIEW_MAX } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { Panel } from '@/components/Panel';
import { useChunkPreview } from '../../api/chunkPreview';
import type { DatasetRef } from '../../api/keys';
import { UPLOAD_ACCEPT } from '../../logic/uploadChecks';
import { ChunkSource } from '../chunks/ChunkSource';
import chunkStyles from '../chunks/Chunks.module.css';
import shared from '../shared.module.css';
import styles from './Settings.module.css';

interface Props {
  datasetRef: DatasetRef;
  /** The chunk settings as the form holds them now (saved or not). */
  settings: () => { chunkSize?: number; chunkOverlap?: number };
}

/** Tries a file against the chunk settings before any document is added or re-indexed. */
export function ChunkPreviewPanel({ datasetRef, settings }: Props) {
  const { t } = useTranslation('knowledge');
  const input = useRef<HTMLInputElement>(null);
  const preview = useChunkPreview(datasetRef);
  const result = preview.data;

  return (
    <Panel title={t('preview.title')}>
      <p className={styles.dangerHint}>{t('preview.hint')}</p>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        className={styles.hidden}
        aria-label={t('preview.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) preview.mutate({ file, ...settings() });
        }}
      />
      <Button icon={<IconEye />} loading={preview.isPending} onClick={() => input.current?.click()}>
        {t('preview.choose')}
      </Button>
      {preview.isError ? (
        <Alert
          type="error"
          content={errorMessage(preview.error)}
          className={styles.previewResult}
        />
      ) : null}
      {result?.failure ? (
        <Alert
          type="warning"
          content={t(`failures.${result.failure}`)}
          className={styles.previewResult}
        />
      ) : null}
      {result && !result.failure ? (
        <div className={styles.previewResult} data-testid="chunk-preview">
          <div className={styles.previewSummary}>
            <Tag size="small">{result.kind?.toUpperCase()}</Tag>
            {t('preview.summary', { total: result.total, chars: result.charCount })}
            {result.total > CHUNK_PREVIEW_MAX
              ? ` ${t('preview.first', { count: CHUNK_PREVIEW_MAX })}`
              : ''}
          </div>
          <ol className={`${chunkStyles.list} ${styles.previewList}`}>
            {result.chunks.map((chunk, i) => (
              <li key={i} className={chunkStyles.chunk}>
                <div className={chunkStyles.source}>
                  <span className={chunkStyles.position}>
                    {t('chunks.position', { position: i + 1 })}
                  </span>
                  <ChunkSource source={chunk} />
                  <span>{t('chunks.chars', { count: Array.from(chunk.content).length })}</span>
                </div>
                <p className={shared.plainText}>{chunk.content}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Panel>
  );
}
