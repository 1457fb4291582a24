import { Button, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { allowModelHostSchema } from '@miaoyu/contracts/model-hosts';
import { apiErrorOf, errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useAllowModelHost } from '../api/modelHosts';
import styles from './ModelHosts.module.css';

interface Values {
  host: string;
  note: string;
}

/** Allows one host; `initialHost` comes from the link of a refused provider form. */
export function AllowHostForm({ initialHost }: { initialHost: string }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const allow = useAllowModelHost();

  const submit = async (values: Values) => {
    try {
      const body = allowModelHostSchema.parse({ host: values.host ?? '', note: values.note ?? '' });
      await allow.mutateAsync(body);
      Message.success(t('adminModelHosts.added', { host: body.host }));
      form.resetFields();
      form.setFieldValue('host', '');
    } catch (failure) {
      const body = apiErrorOf(failure);
      const field = body?.detail?.[0]?.loc.at(-1) === 'note' ? 'note' : 'host';
      form.setFields({
        [field]: { error: { message: body?.detail?.[0]?.msg ?? errorMessage(failure) } },
      });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ host: initialHost, note: '' }}
      onSubmit={(values: Values) => void submit(values)}
      className={styles.form}
    >
      <Form.Item
        label={t('adminModelHosts.host')}
        field="host"
        rules={[zodRule(allowModelHostSchema.shape.host)]}
        className={styles.host}
        extra={t('adminModelHosts.hostHint')}
      >
        <Input placeholder="127.0.0.1:11434" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('adminModelHosts.note')}
        field="note"
        rules={[zodRule(allowModelHostSchema.shape.note, { optional: true })]}
        className={styles.note}
      >
        <Input placeholder={t('adminModelHosts.notePlaceholder')} maxLength={100} />
      </Form.Item>
      <Form.Item label=" " className={styles.submit}>
        <Button type="primary" htmlType="submit" icon={<IconPlus />} loading={allow.isPending}>
          {t('adminModelHosts.allow')}
        </Button>
      </Form.Item>
    </Form>
  );
}
