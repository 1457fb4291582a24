import { Button, Form, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { CHUNK_MAX_CHARS, updateChunkSchema } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/form';

interface Props {
  content: string;
  saving: boolean;
  /** The server's complaint, shown under the text. */
  error?: string;
  onSave: (content: string) => void;
  onCancel: () => void;
}

/** A chunk's text in a plain text area, checked with the contract's rule before it is sent. */
export function ChunkEditor({ content, saving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<{ content: string }>();
  const save = async () => onSave((await form.validate()).content);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ content }}
      onSubmit={() => void save().catch(() => undefined)}
    >
      <Form.Item
        field="content"
        rules={[zodRule(updateChunkSchema.shape.content)]}
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        <Input.TextArea
          autoFocus
          aria-label={t('chunks.edit')}
          maxLength={CHUNK_MAX_CHARS}
          showWordLimit
          autoSize={{ minRows: 4, maxRows: 16 }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" size="small" htmlType="submit" loading={saving}>
          {t('chunks.save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('chunks.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
