import { useState } from 'react';
import { Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { orgNameSchema, type Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useCreateOrg } from '../api/createOrg';

interface Props {
  visible: boolean;
  onClose: () => void;
  onCreated: (org: Org) => void;
}

/** Name a new team; it becomes the current organisation. Errors show under the field. */
export function CreateTeamModal({ visible, onClose, onCreated }: Props) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateOrg();
  const [serverError, setServerError] = useState<string>();

  const submit = async () => {
    const { name } = await form.validate();
    setServerError(undefined);
    try {
      const org = await create.mutateAsync(name.trim());
      Message.success(t('org.create.done', { name: org.name }));
      form.resetFields();
      onCreated(org);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <Modal
      title={t('org.create.title')}
      visible={visible}
      okText={t('org.create.submit')}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      unmountOnExit
    >
      <Form form={form} layout="vertical" onSubmit={() => void submit().catch(() => undefined)}>
        <Form.Item
          label={t('org.create.name')}
          field="name"
          rules={[zodRule(orgNameSchema)]}
          validateStatus={serverError ? 'error' : undefined}
          help={serverError}
        >
          <Input
            autoFocus
            maxLength={40}
            placeholder={t('org.create.namePlaceholder')}
            onChange={() => setServerError(undefined)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
