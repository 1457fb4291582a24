import {
  createFolderSchema,
  FOLDER_NAME_MAX_CHARS,
  type DatasetFolder,
} from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { useCreateFolder } from '../../api/createFolder';
import type { DatasetRef } from '../../api/keys';
import { useUpdateFolder } from '../../api/updateFolder';
import { NameModal } from '../shared/NameModal';

/** A new folder under `parent` (null: the top level), or a new name for `folder`. */
export type FolderNaming =
  { kind: 'create'; parent: DatasetFolder | null } | { kind: 'rename'; folder: DatasetFolder };

interface Props {
  datasetRef: DatasetRef;
  naming: FolderNaming | null;
  onClose: () => void;
  onCreated?: (folder: DatasetFolder) => void;
}

/** Names a new folder or renames one; the server's complaint shows under the name. */
export function FolderNameModal({ datasetRef, naming, onClose, onCreated }: Props) {
  const { t } = useTranslation('knowledge');
  const create = useCreateFolder(datasetRef);
  const update = useUpdateFolder(datasetRef);
  const renaming = naming?.kind === 'rename' ? naming.folder : null;
  const parent = naming?.kind === 'create' ? naming.parent : null;

  const save = async (name: string) => {
    if (renaming) {
      await update.mutateAsync({ folderId: renaming.id, body: { name } });
      return t('folders.renamed', { name: name.trim() });
    }
    const folder = await create.mutateAsync({ name, parentId: parent?.id ?? null });
    onCreated?.(folder);
    return t('folders.created', { name: folder.name });
  };

  return (
    <NameModal
      visible={naming !== null}
      title={t(renaming ? 'folders.renameTitle' : 'folders.createTitle')}
      label={t('folders.name')}
      initialName={renaming?.name ?? ''}
      schema={createFolderSchema.shape.name}
      maxLength={FOLDER_NAME_MAX_CHARS}
      placeholder={t('folders.namePlaceholder')}
      extra={parent ? t('folders.createIn', { name: parent.name }) : undefined}
      saving={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}
