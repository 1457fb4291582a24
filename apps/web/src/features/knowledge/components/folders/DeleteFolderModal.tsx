import { useState } from 'react';
import { Alert, Message, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { DatasetFolder } from '@miaoyu/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useDeleteFolder, useFolderDeletionImpact } from '../../api/deleteFolder';
import type { DatasetRef } from '../../api/keys';
import shared from '../shared.module.css';

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
  const [error, setError] = useState<string>();

  const confirm = async () => {
    if (!folder) return;
    setError(undefined);
    try {
      await remove.mutateAsync(folder.id);
      Message.success(t('folders.deleted', { name: folder.name }));
      onDeleted(folder);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      title={t('folders.deleteTitle', { name: folder?.name ?? '' })}
      visible={folder !== null}
      okText={t('folders.delete')}
      cancelText={t('form.cancel')}
      okButtonProps={{ status: 'danger', disabled: !impact.data }}
      confirmLoading={remove.isPending}
      onOk={() => void confirm()}
      onCancel={onClose}
      afterClose={() => setError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      {impact.data ? (
        // The count includes the folder itself; the text speaks of what is inside it.
        <Alert
          type="warning"
          content={t('folders.deleteImpact', {
            folders: Math.max(0, impact.data.folders - 1),
            documents: impact.data.documents,
          })}
        />
      ) : impact.isError ? (
        <Alert type="error" content={errorMessage(impact.error)} />
      ) : (
        <Spin />
      )}
      {error ? (
        <p className={shared.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
