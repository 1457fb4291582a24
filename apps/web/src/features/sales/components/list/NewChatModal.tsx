import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import {
  createSaleChatSchema,
  SALE_CHANNELS,
  SALE_CUSTOMER_MAX_CHARS,
  SALE_STAGES,
  type CreateSaleChat,
} from '@miaoyu/contracts/sales';
import { zodRule } from '@/lib/form';
import { placeServerError } from '@/lib/form-errors';
import { useCreateSaleChat } from '../../api/createSaleChat';

type Values = Required<Omit<CreateSaleChat, 'helperId' | 'orgId'>>;

const fields = createSaleChatSchema.shape;
const FIELDS = ['customerName', 'channel', 'stage', 'notes', 'visibility'];
const initialValues: Values = {
  customerName: '',
  channel: 'wechat',
  stage: 'new',
  notes: '',
  visibility: 'private',
};

interface Props {
  helperId: string;
  visible: boolean;
  onClose: () => void;
  onCreated: (chatId: string) => void;
}

/** A new customer conversation, checked with the schema the server validates it with. */
export function NewChatModal({ helperId, visible, onClose, onCreated }: Props) {
  const { t } = useTranslation('sales');
  const [form] = Form.useForm<Values>();
  const create = useCreateSaleChat();
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    const values = await form.validate();
    setProblem(undefined);
    try {
      const chat = await create.mutateAsync(
        createSaleChatSchema.parse({ ...values, helperId }) as CreateSaleChat,
      );
      onCreated(chat.id);
    } catch (error) {
      const placed = placeServerError(error, FIELDS);
      form.setFields(
        Object.fromEntries(
          Object.entries(placed.fields).map(([field, message]) => [field, { error: { message } }]),
        ),
      );
      if (placed.message) setProblem(placed.message);
    }
  };

  return (
    <Modal
      title={t('form.title')}
      visible={visible}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setProblem(undefined);
      }}
      style={{ width: 520, maxWidth: 'calc(100vw - 24px)' }}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item
          label={t('form.customerName')}
          field="customerName"
          required
          rules={[zodRule(fields.customerName)]}
        >
          <Input
            autoFocus
            aria-label={t('form.customerName')}
            placeholder={t('form.customerPlaceholder')}
            maxLength={SALE_CUSTOMER_MAX_CHARS}
          />
        </Form.Item>
        <Form.Item label={t('channel.label')} field="channel">
          <Select
            aria-label={t('channel.label')}
            options={SALE_CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('stage.label')} field="stage">
          <Select
            aria-label={t('stage.label')}
            options={SALE_STAGES.map((value) => ({ value, label: t(`stage.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('form.notes')}
          field="notes"
          rules={[zodRule(fields.notes, { optional: true })]}
        >
          <Input.TextArea
            aria-label={t('form.notes')}
            placeholder={t('form.notesPlaceholder')}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item label={t('visibility.label')} field="visibility">
          <Radio.Group
            options={(['private', 'team'] as const).map((value) => ({
              value,
              label: t(`visibility.${value}`),
            }))}
          />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" content={problem} /> : null}
    </Modal>
  );
}
