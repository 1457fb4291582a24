import { useState } from 'react';
import { Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import {
  DOCUMENT_NAME_MAX_CHARS,
  updateDocumentSchema,
  type DatasetDocument,
} from '@miaoyu/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import type { DatasetRef } from '../../api/keys';
import { useUpdateDocument } from '../../api/updateDocument';
import shared from '../shared.module.css';

interface Props {
  datasetRef: DatasetRef;
  document: DatasetDocument | null;
  onClose: () => void;
}

/** A new name for a document; the server's complaint shows under the field. */
export function RenameDocumentModal({ datasetRef, document, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<{ name: string }>();
  const update = useUpdateDocument(datasetRef);
  const [serverError, setServerError] = useState<string>();

  const submit = async () => {
    if (!document) return;
    const { name } = await form.validate();
    setServerError(undefined);
    try {
      const renamed = await update.mutateAsync({ documentId: document.id, body: { name } });
      Message.success(t('documents.renamed', { name: renamed.name }));
      onClose();
    } catch (failure) {
      setServerError(errorMessage(failure));
    }
  };
  const onSubmit = () => void submit().catch(() => undefined);

  return (
    <Modal
      title={t('documents.renameTitle')}
      visible={document !== null}
      okText={t('settings.save')}
      cancelText={t('form.cancel')}
      confirmLoading={update.isPending}
      onOk={onSubmit}
      onCancel={onClose}
      afterClose={() => setServerError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: document?.name ?? '' }}
        onSubmit={onSubmit}
      >
        <Form.Item
          label={t('documents.name')}
          field="name"
          rules={[zodRule(updateDocumentSchema.shape.name)]}
          validateStatus={serverError ? 'error' : undefined}
          help={serverError}
        >
          <Input
            autoFocus
            maxLength={DOCUMENT_NAME_MAX_CHARS}
            onChange={() => setServerError(undefined)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
