import { useState, type ReactNode } from 'react';
import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { DatasetDocument, DatasetFolder } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import type { Paging } from '@/hooks/usePaging';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useDeleteDocument } from '../../api/deleteDocument';
import { useDocuments } from '../../api/documents';
import type { DatasetRef } from '../../api/keys';
import { useReindexDocument } from '../../api/reindexDocument';
import { useUpdateDocument } from '../../api/updateDocument';
import { folderPath } from '../../logic/folderTree';
import { ChunksDrawer } from '../chunks/ChunksDrawer';
import { MoveModal } from '../folders/MoveModal';
import { ALL_DOCUMENTS } from '../folders/FolderTree';
import { useDocumentColumns, type DocumentAction } from './documentColumns';
import { RenameDocumentModal } from './RenameDocumentModal';

interface Props {
  datasetRef: DatasetRef;
  folders: readonly DatasetFolder[];
  /** A folder's id, or ALL_DOCUMENTS. */
  folderId: string;
  paging: Paging;
  canManage: boolean;
  toolbar: ReactNode;
}

/** The documents of the chosen folder, paged, with each one's chunks and (for managers) actions. */
export function DocumentTable({
  datasetRef,
  folders,
  folderId,
  paging,
  canManage,
  toolbar,
}: Props) {
  const { t } = useTranslation('knowledge');
  const compact = useMediaQuery('(max-width: 576px)');
  const [modal, confirmHolder] = Modal.useModal();
  const documents = useDocuments(datasetRef, {
    folderId,
    keyword: paging.q,
    offset: paging.offset,
    limit: paging.limit,
  });
  const update = useUpdateDocument(datasetRef);
  const reindex = useReindexDocument(datasetRef);
  const remove = useDeleteDocument(datasetRef);
  const [viewing, setViewing] = useState<DatasetDocument | null>(null);
  const [renaming, setRenaming] = useState<DatasetDocument | null>(null);
  const [moving, setMoving] = useState<DatasetDocument | null>(null);

  const act = (action: DocumentAction, document: DatasetDocument) => {
    if (action === 'chunks') setViewing(document);
    else if (action === 'rename') setRenaming(document);
    else if (action === 'move') setMoving(document);
    else if (action === 'reindex')
      reindex.mutate(document.id, {
        onSuccess: () => Message.success(t('documents.reindexStarted', { name: document.name })),
      });
    else
      modal.confirm?.({
        title: t('documents.delete'),
        content: t('documents.deleteConfirm', { name: document.name }),
        okButtonProps: { status: 'danger' },
        onOk: async () => {
          await remove.mutateAsync(document.id);
          Message.success(t('documents.deleted', { name: document.name }));
        },
      });
  };
  const folderOf = (document: DatasetDocument) =>
    folderId === ALL_DOCUMENTS && document.folderId
      ? folderPath(folders, document.folderId)
          .map((folder) => folder.name)
          .join(' / ')
      : undefined;
  const columns = useDocumentColumns({ canManage, compact, folderOf, onAction: act });

  return (
    <>
      <PagedTable
        columns={columns}
        // Polling refetches quietly: the spinner is for pages, folders and searches not yet shown.
        result={{ ...documents, isFetching: documents.isPending || documents.isPlaceholderData }}
        paging={paging}
        filters={toolbar}
        scrollX={compact ? 320 : 880}
        texts={{
          empty: t('documents.empty'),
          loadFailed: t('documents.loadFailed'),
          total: (count) => t('documents.total', { count }),
        }}
      />
      {confirmHolder}
      <ChunksDrawer
        datasetRef={datasetRef}
        document={viewing}
        canManage={canManage}
        onClose={() => setViewing(null)}
      />
      <RenameDocumentModal
        datasetRef={datasetRef}
        document={renaming}
        onClose={() => setRenaming(null)}
      />
      <MoveModal
        title={moving ? t('move.documentTitle', { name: moving.name }) : null}
        folders={folders}
        current={moving?.folderId ?? null}
        onMove={(target) =>
          update.mutateAsync({ documentId: moving!.id, body: { folderId: target } })
        }
        onClose={() => setMoving(null)}
      />
    </>
  );
}
