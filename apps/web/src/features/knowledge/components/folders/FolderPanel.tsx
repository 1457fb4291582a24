import { useState } from 'react';
import { Button, Drawer } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import { IconFolder, IconPlus } from '@arco-design/web-react/icon';
import type { DatasetFolder } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import type { DatasetRef } from '../../api/keys';
import { useUpdateFolder } from '../../api/updateFolder';
import { folderWithDescendants } from '../../logic/folderTree';
import { DeleteFolderModal } from './DeleteFolderModal';
import { FolderNameModal, type FolderNaming } from './FolderNameModal';
import { ALL_DOCUMENTS, FolderTree, type FolderAction } from './FolderTree';
import styles from './Folders.module.css';
import { MoveModal } from './MoveModal';

/** Below this width the tree leaves the side and opens from a button above the table. */
export const PHONE_QUERY = '(max-width: 768px)';

interface Props {
  datasetRef: DatasetRef;
  folders: readonly DatasetFolder[];
  selected: string;
  onSelect: (key: string) => void;
  canManage: boolean;
}

/** The folder tree beside the documents (in a drawer on phones) with its create/rename/move/delete. */
export function FolderPanel({ datasetRef, folders, selected, onSelect, canManage }: Props) {
  const { t } = useTranslation('knowledge');
  const phone = useMediaQuery(PHONE_QUERY);
  const update = useUpdateFolder(datasetRef);
  const [drawer, setDrawer] = useState(false);
  const [naming, setNaming] = useState<FolderNaming | null>(null);
  const [moving, setMoving] = useState<DatasetFolder | null>(null);
  const [deleting, setDeleting] = useState<DatasetFolder | null>(null);
  const current = folders.find((folder) => folder.id === selected) ?? null;

  const act = (action: FolderAction, folder: DatasetFolder | null) => {
    if (action === 'create') setNaming({ kind: 'create', parent: folder });
    else if (folder && action === 'rename') setNaming({ kind: 'rename', folder });
    else if (folder && action === 'move') setMoving(folder);
    else if (folder && action === 'delete') setDeleting(folder);
  };
  const select = (key: string) => {
    onSelect(key);
    setDrawer(false);
  };
  const tree = (
    <FolderTree
      folders={folders}
      selected={selected}
      onSelect={select}
      onAction={canManage ? act : undefined}
    />
  );

  return (
    <>
      {phone ? (
        <>
          <Button icon={<IconFolder />} onClick={() => setDrawer(true)} className={styles.chooser}>
            <span className={styles.chooserName}>
              {t('folders.choose', { name: current?.name ?? t('folders.all') })}
            </span>
          </Button>
          <Drawer
            title={t('folders.title')}
            visible={drawer}
            placement="bottom"
            height="70vh"
            footer={null}
            onCancel={() => setDrawer(false)}
          >
            {tree}
          </Drawer>
        </>
      ) : (
        <aside aria-label={t('folders.title')}>
          <div className={styles.header}>
            {t('folders.title')}
            {canManage ? (
              <Button
                type="text"
                size="mini"
                icon={<IconPlus />}
                aria-label={t('folders.newFolder')}
                onClick={() => act('create', current)}
              />
            ) : null}
          </div>
          {tree}
        </aside>
      )}
      <FolderNameModal
        datasetRef={datasetRef}
        naming={naming}
        onClose={() => setNaming(null)}
        onCreated={(folder) => onSelect(folder.id)}
      />
      <MoveModal
        title={moving ? t('move.folderTitle', { name: moving.name }) : null}
        folders={folders}
        current={moving?.parentId ?? null}
        excluded={moving ? folderWithDescendants(folders, moving.id) : undefined}
        onMove={(parentId) => update.mutateAsync({ folderId: moving!.id, body: { parentId } })}
        onClose={() => setMoving(null)}
      />
      <DeleteFolderModal
        datasetRef={datasetRef}
        folder={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(folder) => {
          if (folderWithDescendants(folders, folder.id).has(selected)) onSelect(ALL_DOCUMENTS);
        }}
      />
    </>
  );
}
