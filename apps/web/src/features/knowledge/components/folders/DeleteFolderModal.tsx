import type { DatasetFolder } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { useDeleteFolder, useFolderDeletionImpact } from '../../api/deleteFolder';
import type { DatasetRef } from '../../api/keys';
import { DeletionImpactModal } from '../shared/DeletionImpactModal';

interface Props {
  datasetRef: DatasetRef;
  folder: DatasetFolder | null;
  onClose: () => void;
  onDeleted: (folder: DatasetFolder) => void;
}

/** Says how many folders and documents go with the folder (asked first), then deletes it. */
export function DeleteFolderModal({ datasetRef, folder, onClose, onDeleted }: Props) {
  const { t } = useTranslation('knowledge');
  const impact = useFolderDeletionImpact(datasetRef, folder?.id);
  const remove = useDeleteFolder(datasetRef);
  const name = folder?.name ?? '';

  return (
    <DeletionImpactModal
      target={folder}
      title={t('folders.deleteTitle', { name })}
      okText={t('folders.delete')}
      impact={impact}
      // The count includes the folder itself; the text speaks of what is inside it.
      describeImpact={(found) =>
        t('folders.deleteImpact', {
          folders: Math.max(0, found.folders - 1),
          documents: found.documents,
        })
      }
      deletedMessage={t('folders.deleted', { name })}
      deleting={remove.isPending}
      onDelete={(target) => remove.mutateAsync(target.id)}
      onDeleted={onDeleted}
      onClose={onClose}
    />
  );
}
