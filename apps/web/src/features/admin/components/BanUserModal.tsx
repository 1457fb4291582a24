import { useState } from 'react';
import { Alert, Form, Input, Message, Modal, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { banBodySchema, type AdminUser } from '@miaoyu/contracts/admin';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useBanUser } from '../api/banUser';

interface Props {
  /** The user to ban; null keeps the modal closed. */
  user: AdminUser | null;
  onClose: () => void;
}

/** Asks for the (required) reason, then bans the user. */
export function BanUserModal({ user, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ reason: string }>();
  const ban = useBanUser();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!user) return;
    const { reason } = await form.validate();
    setError(null);
    try {
      await ban.mutateAsync({ userId: user.id, reason: reason.trim() });
      Message.success(t('adminUsers.banDone', { name: user.nickname }));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      title={t('adminUsers.banTitle', { name: user?.nickname ?? '' })}
      visible={user !== null}
      okText={t('adminUsers.confirmBan')}
      okButtonProps={{ status: 'danger' }}
      confirmLoading={ban.isPending}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      unmountOnExit
    >
      <Typography.Paragraph type="secondary">{t('adminUsers.banHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('adminUsers.reason')}
          field="reason"
          required
          rules={[zodRule(banBodySchema.shape.reason)]}
        >
          <Input.TextArea
            placeholder={t('adminUsers.reasonPlaceholder')}
            maxLength={200}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" content={error} />}
    </Modal>
  );
}
