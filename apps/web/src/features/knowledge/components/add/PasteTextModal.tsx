import { useState } from 'react';
import { Alert, Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { DOCUMENT_NAME_MAX_CHARS, pasteTextSchema } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { formRule, schemaErrors } from '@/lib/form';
import type { DatasetRef } from '../../api/keys';
import { usePasteText } from '../../api/pasteText';
import { placeServerError } from '@/lib/form-errors';
import shared from '../shared.module.css';

interface Props {
  datasetRef: DatasetRef;
  /** The folder the text goes into (null: the top level). */
  folderId: string | null;
  visible: boolean;
  onClose: () => void;
}

type Values = { name: string; text: string };

/** "粘贴文本": a name and the text, which becomes a document like an uploaded file. */
export function PasteTextModal({ datasetRef, folderId, visible, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<Values>();
  const paste = usePasteText(datasetRef);
  const [error, setError] = useState<string>();
  const body = () => ({ ...form.getFieldsValue(), folderId });
  const rule = (field: string) => formRule(() => schemaErrors(pasteTextSchema, body()), field);

  const submit = async () => {
    await form.validate();
    setError(undefined);
    try {
      const document = await paste.mutateAsync(body() as Values & { folderId: string | null });
      Message.success(t('paste.added', { name: document.name }));
      onClose();
    } catch (failure) {
      const placed = placeServerError(failure, ['name', 'text']);
      for (const [field, message] of Object.entries(placed.fields))
        form.setFields({ [field]: { error: { message } } });
      setError(placed.message);
    }
  };

  return (
    <Modal
      title={t('paste.title')}
      visible={visible}
      okText={t('paste.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={paste.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => setError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={{ name: '', text: '' }}>
        <Form.Item label={t('paste.name')} field="name" required rules={[rule('name')]}>
          <Input maxLength={DOCUMENT_NAME_MAX_CHARS} placeholder={t('paste.namePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('paste.text')} field="text" required rules={[rule('text')]}>
          <Input.TextArea
            placeholder={t('paste.textPlaceholder')}
            autoSize={{ minRows: 8, maxRows: 16 }}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" content={error} /> : null}
    </Modal>
  );
}
