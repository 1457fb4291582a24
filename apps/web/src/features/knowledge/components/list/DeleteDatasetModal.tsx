import type { Dataset } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { useDatasetDeletionImpact, useDeleteDataset } from '../../api/deleteDataset';
import { formatBytes } from '../../logic/format';
import { DeletionImpactModal } from '../shared/DeletionImpactModal';

interface Props {
  orgId: string;
  /** The knowledge base to delete; null keeps the modal closed. */
  dataset: Dataset | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Says what goes with the knowledge base (asked from the server first), then deletes it. */
export function DeleteDatasetModal({ orgId, dataset, onClose, onDeleted }: Props) {
  const { t } = useTranslation('knowledge');
  const impact = useDatasetDeletionImpact({ orgId, datasetId: dataset?.id ?? '' }, !!dataset);
  const remove = useDeleteDataset(orgId);
  const name = dataset?.name ?? '';

  return (
    <DeletionImpactModal
      target={dataset}
      title={t('deleteDataset.title', { name })}
      okText={t('deleteDataset.confirm')}
      impact={impact}
      describeImpact={(found) =>
        t('deleteDataset.impact', {
          documents: found.documents,
          chunks: found.chunks,
          size: formatBytes(found.bytes),
          chats: found.chatSessions,
          helpers: found.helpers,
        })
      }
      note={<p>{t('deleteDataset.irreversible')}</p>}
      deletedMessage={t('deleteDataset.deleted', { name })}
      deleting={remove.isPending}
      onDelete={(target) => remove.mutateAsync(target.id)}
      onDeleted={onDeleted}
      onClose={onClose}
    />
  );
}
