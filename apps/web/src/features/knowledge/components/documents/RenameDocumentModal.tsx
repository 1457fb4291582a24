import {
  DOCUMENT_NAME_MAX_CHARS,
  updateDocumentSchema,
  type DatasetDocument,
} from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import type { DatasetRef } from '../../api/keys';
import { useUpdateDocument } from '../../api/updateDocument';
import { NameModal } from '../shared/NameModal';

interface Props {
  datasetRef: DatasetRef;
  document: DatasetDocument | null;
  onClose: () => void;
}

/** A new name for a document; the server's complaint shows under the field. */
export function RenameDocumentModal({ datasetRef, document, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const update = useUpdateDocument(datasetRef);

  const rename = async (name: string) => {
    const renamed = await update.mutateAsync({ documentId: document!.id, body: { name } });
    return t('documents.renamed', { name: renamed.name });
  };

  return (
    <NameModal
      visible={document !== null}
      title={t('documents.renameTitle')}
      label={t('documents.name')}
      initialName={document?.name ?? ''}
      schema={updateDocumentSchema.shape.name}
      maxLength={DOCUMENT_NAME_MAX_CHARS}
      saving={update.isPending}
      onSave={rename}
      onClose={onClose}
    />
  );
}
