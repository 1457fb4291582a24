import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { DOCUMENT_PAGE_SIZE } from '@miaoyu/contracts/constants';
import { useTranslation } from 'react-i18next';
import { usePaging } from '@/hooks/usePaging';
import { useFolders } from '../../api/folders';
import type { DatasetRef } from '../../api/keys';
import { useKnowledgeUsage } from '../../api/usage';
import { useSearchParam } from '../../hooks/useSearchParam';
import { AddContent } from '../add/AddContent';
import { FolderPanel } from '../folders/FolderPanel';
import { ALL_DOCUMENTS } from '../folders/FolderTree';
import { DocumentTable } from './DocumentTable';
import styles from './Documents.module.css';

interface Props {
  datasetRef: DatasetRef;
  canManage: boolean;
}

/** "文档": the folder tree beside the chosen folder's documents, and adding content to it. */
export function DocumentsTab({ datasetRef, canManage }: Props) {
  const { t } = useTranslation('knowledge');
  const folders = useFolders(datasetRef);
  const usage = useKnowledgeUsage(datasetRef.orgId);
  const paging = usePaging(DOCUMENT_PAGE_SIZE);
  const [chosen, choose] = useSearchParam<string>('folder', ALL_DOCUMENTS);
  const list = folders.data ?? [];
  // A folder deleted elsewhere (or an old link) falls back to every document.
  const folderId =
    chosen === ALL_DOCUMENTS || !folders.data || list.some((folder) => folder.id === chosen)
      ? chosen
      : ALL_DOCUMENTS;
  const folder = list.find((item) => item.id === folderId) ?? null;

  const select = (key: string) => {
    choose(key);
    paging.restart();
  };

  const toolbar = (
    <div className={styles.toolbar}>
      <Input.Search
        allowClear
        className={styles.search}
        value={paging.keyword}
        onChange={paging.setKeyword}
        placeholder={t('documents.search')}
      />
      {canManage ? (
        <AddContent
          datasetRef={datasetRef}
          folders={list}
          folderId={folder?.id ?? null}
          folderName={folder?.name ?? t('folders.all')}
          maxFileBytes={usage.data?.maxFileBytes ?? 0}
        />
      ) : null}
    </div>
  );

  return (
    <div className={styles.layout}>
      <FolderPanel
        datasetRef={datasetRef}
        folders={list}
        selected={folderId}
        onSelect={select}
        canManage={canManage}
      />
      <section className={styles.main}>
        <DocumentTable
          datasetRef={datasetRef}
          folders={list}
          folderId={folderId}
          paging={paging}
          canManage={canManage}
          toolbar={toolbar}
        />
      </section>
    </div>
  );
}
