import { useState } from 'react';
import { Alert, Button, Form, Input, Message, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useTranslation } from 'react-i18next';
import { feedbackReplyBodySchema, type Feedback } from '@miaoyu/contracts/feedback';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useReplyFeedback } from '../api/replyFeedback';

interface Props {
  feedbackId: string;
  onReplied: (feedback: Feedback) => void;
}

/** A reply box; sending marks the feedback replied. */
export function FeedbackReplyForm({ feedbackId, onReplied }: Props) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ content: string }>();
  const reply = useReplyFeedback();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ content }: { content: string }) => {
    setError(null);
    try {
      const updated = await reply.mutateAsync({ id: feedbackId, content: content.trim() });
      form.resetFields();
      Message.success(t('adminFeedback.sent'));
      onReplied(updated);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ marginTop: 16 }}
      onSubmit={(values) => void submit(values)}
    >
      <Form.Item field="content" rules={[zodRule(feedbackReplyBodySchema.shape.content)]}>
        <Input.TextArea
          aria-label={t('adminFeedback.replyPlaceholder')}
          placeholder={t('adminFeedback.replyPlaceholder')}
          maxLength={2000}
          showWordLimit
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      </Form.Item>
      <Space direction="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" content={error} />}
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          {t('adminFeedback.send')}
        </Button>
      </Space>
    </Form>
  );
}
