import { useState, type ReactNode } from 'react';
import { Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import shared from '../shared.module.css';

interface Props {
  visible: boolean;
  title: string;
  label: string;
  /** The name the field starts with: the current one when renaming, empty when creating. */
  initialName: string;
  /** The contract's schema for the name, the same the server checks the request with. */
  schema: ZodType;
  maxLength: number;
  placeholder?: string;
  /** A hint under the field, e.g. where a new folder goes. */
  extra?: ReactNode;
  saving: boolean;
  /** Saves the name and resolves to the message shown once it is saved (it may name the result). */
  onSave: (name: string) => Promise<string>;
  onClose: () => void;
}

/** A modal with one name field: checked by the contract first, the server's complaint under it. */
export function NameModal({
  visible,
  title,
  label,
  initialName,
  schema,
  maxLength,
  placeholder,
  extra,
  saving,
  onSave,
  onClose,
}: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<{ name: string }>();
  const [serverError, setServerError] = useState<string>();

  const submit = async () => {
    const { name } = await form.validate();
    setServerError(undefined);
    try {
      const savedMessage = await onSave(name);
      Message.success(savedMessage);
      onClose();
    } catch (failure) {
      setServerError(errorMessage(failure));
    }
  };
  // A failed validation already marks the field; nothing more to report.
  const onSubmit = () => void submit().catch(() => undefined);

  return (
    <Modal
      title={title}
      visible={visible}
      okText={t('settings.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={onSubmit}
      onCancel={onClose}
      afterClose={() => setServerError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      {/* Unmounted on close, so the form starts from initialName each time it opens. */}
      <Form form={form} layout="vertical" initialValues={{ name: initialName }} onSubmit={onSubmit}>
        <Form.Item
          label={label}
          field="name"
          rules={[zodRule(schema)]}
          validateStatus={serverError ? 'error' : undefined}
          help={serverError}
          extra={extra}
        >
          <Input
            autoFocus
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={() => setServerError(undefined)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
