import { useState } from 'react';
import { Alert, Message, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { Dataset } from '@miaoyu/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useDatasetDeletionImpact, useDeleteDataset } from '../../api/deleteDataset';
import { formatBytes } from '../../logic/format';
import shared from '../shared.module.css';

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
  const [error, setError] = useState<string>();

  const confirm = async () => {
    if (!dataset) return;
    setError(undefined);
    try {
      await remove.mutateAsync(dataset.id);
      Message.success(t('deleteDataset.deleted', { name: dataset.name }));
      onClose();
      onDeleted?.();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      title={t('deleteDataset.title', { name: dataset?.name ?? '' })}
      visible={dataset !== null}
      okText={t('deleteDataset.confirm')}
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
        <Alert
          type="warning"
          content={t('deleteDataset.impact', {
            documents: impact.data.documents,
            chunks: impact.data.chunks,
            size: formatBytes(impact.data.bytes),
            chats: impact.data.chatSessions,
          })}
        />
      ) : impact.isError ? (
        <Alert type="error" content={errorMessage(impact.error)} />
      ) : (
        <Spin />
      )}
      <p>{t('deleteDataset.irreversible')}</p>
      {error ? (
        <p className={shared.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
