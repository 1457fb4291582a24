import { Drawer, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useChunk } from '../../api/chunk';
import type { DatasetRef } from '../../api/keys';
import { ChunkItem } from '../chunks/ChunkItem';
import styles from '../chunks/Chunks.module.css';
import shared from '../shared.module.css';

interface Props {
  datasetRef: DatasetRef;
  /** The chunk to show; none keeps the drawer closed. */
  chunkId: string | undefined;
  onClose: () => void;
}

/** One chunk, whole, with the document it came from: what a retrieval result opens. */
export function ChunkDrawer({ datasetRef, chunkId, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const chunk = useChunk(datasetRef, chunkId);
  return (
    <Drawer
      title={t('chunk.title')}
      visible={chunkId !== undefined}
      width="min(640px, 100vw)"
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      {chunk.data ? (
        <>
          <p className={shared.muted}>{t('chunk.document', { name: chunk.data.documentName })}</p>
          <ChunkItem datasetRef={datasetRef} chunk={chunk.data} canManage={false} />
        </>
      ) : chunk.isError ? (
        <LoadFailed message={t('chunk.loadFailed')} onRetry={() => void chunk.refetch()} />
      ) : (
        <Spin className={styles.spin} />
      )}
    </Drawer>
  );
}
