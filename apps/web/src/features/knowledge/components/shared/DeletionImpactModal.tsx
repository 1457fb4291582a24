import { useState, type ReactNode } from 'react';
import { Alert, Message, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import shared from '../shared.module.css';

/** The deletion-impact query, as far as the modal reads it (a react-query result fits). */
export interface DeletionImpactQuery<Impact> {
  data: Impact | undefined;
  isError: boolean;
  error: unknown;
}

interface Props<Target, Impact> {
  /** What would be deleted; null keeps the modal closed. */
  target: Target | null;
  title: string;
  okText: string;
  /** Asked from the server when the modal opens: deleting waits until it has answered. */
  impact: DeletionImpactQuery<Impact>;
  describeImpact: (impact: Impact) => string;
  /** Said below the impact, e.g. that there is no undo. */
  note?: ReactNode;
  /** Shown once the deletion succeeded. */
  deletedMessage: string;
  deleting: boolean;
  /** The delete call; its failure stays in the modal so the user can retry or cancel. */
  onDelete: (target: Target) => Promise<unknown>;
  onDeleted?: (target: Target) => void;
  onClose: () => void;
}

/**
 * Says what goes with a knowledge base or folder (the server counts it first), then deletes it.
 * The confirm button stays disabled until the count is in, so no one deletes blind.
 */
export function DeletionImpactModal<Target, Impact>({
  target,
  title,
  okText,
  impact,
  describeImpact,
  note,
  deletedMessage,
  deleting,
  onDelete,
  onDeleted,
  onClose,
}: Props<Target, Impact>) {
  const { t } = useTranslation('knowledge');
  const [error, setError] = useState<string>();

  const confirm = async () => {
    if (target === null) return;
    setError(undefined);
    try {
      await onDelete(target);
      Message.success(deletedMessage);
      onClose();
      onDeleted?.(target);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      title={title}
      visible={target !== null}
      okText={okText}
      cancelText={t('form.cancel')}
      okButtonProps={{ status: 'danger', disabled: !impact.data }}
      confirmLoading={deleting}
      onOk={() => void confirm()}
      onCancel={onClose}
      afterClose={() => setError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      {impact.data ? (
        <Alert type="warning" content={describeImpact(impact.data)} />
      ) : impact.isError ? (
        <Alert type="error" content={errorMessage(impact.error)} />
      ) : (
        <Spin />
      )}
      {note}
      {error ? (
        <p className={shared.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
