import { useState } from 'react';
import { Drawer, Empty, Pagination, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { DOCUMENT_PAGE_SIZE } from '@miaoyu/contracts/constants';
import type { DatasetDocument } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useChunks } from '../../api/chunks';
import type { DatasetRef } from '../../api/keys';
import { ChunkItem } from './ChunkItem';
import styles from './Chunks.module.css';

interface Props {
  datasetRef: DatasetRef;
  /** The document whose chunks are shown; null keeps the drawer closed. */
  document: DatasetDocument | null;
  canManage: boolean;
  onClose: () => void;
}

/** "查看分段": a document's chunks in order, a page at a time. */
export function ChunksDrawer({ datasetRef, document, canManage, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [page, setPage] = useState(1);
  const chunks = useChunks(datasetRef, document?.id, {
    offset: (page - 1) * DOCUMENT_PAGE_SIZE,
    limit: DOCUMENT_PAGE_SIZE,
  });
  const list = chunks.data?.list ?? [];

  return (
    <Drawer
      title={t('chunks.title', { name: document?.name ?? '' })}
      visible={document !== null}
      width="min(720px, 100vw)"
      footer={null}
      onCancel={onClose}
      afterClose={() => setPage(1)}
      unmountOnExit
    >
      {chunks.isPending ? (
        <Spin className={styles.spin} />
      ) : chunks.isError ? (
        <LoadFailed message={t('chunks.loadFailed')} onRetry={() => void chunks.refetch()} />
      ) : list.length === 0 ? (
        <Empty description={t('chunks.empty')} />
      ) : (
        <div className={styles.list}>
          {list.map((chunk) => (
            <ChunkItem key={chunk.id} datasetRef={datasetRef} chunk={chunk} canManage={canManage} />
          ))}
        </div>
      )}
      {(chunks.data?.total ?? 0) > DOCUMENT_PAGE_SIZE ? (
        <Pagination
          className={styles.pager}
          size="small"
          current={page}
          pageSize={DOCUMENT_PAGE_SIZE}
          total={chunks.data?.total ?? 0}
          onChange={setPage}
          showTotal={(total) => t('chunks.total', { count: total })}
        />
      ) : null}
    </Drawer>
  );
}
