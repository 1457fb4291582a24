import { useState } from 'react';
import { Alert, Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { importUrlSchema } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/form';
import { useImportUrl } from '../../api/importUrl';
import type { DatasetRef } from '../../api/keys';
import { placeServerError } from '@/lib/form-errors';
import shared from '../shared.module.css';
import styles from './Add.module.css';

interface Props {
  datasetRef: DatasetRef;
  folderId: string | null;
  visible: boolean;
  onClose: () => void;
}

/** "导入网页": the server fetches the page; a private or local address is refused on the field. */
export function ImportUrlModal({ datasetRef, folderId, visible, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<{ url: string }>();
  const importPage = useImportUrl(datasetRef);
  const [error, setError] = useState<string>();

  const submit = async () => {
    const { url } = await form.validate();
    setError(undefined);
    try {
      await importPage.mutateAsync({ url, folderId });
      Message.success(t('url.added', { url: url.trim() }));
      onClose();
    } catch (failure) {
      const placed = placeServerError(failure, ['url']);
      if (placed.fields.url) form.setFields({ url: { error: { message: placed.fields.url } } });
      setError(placed.message);
    }
  };
  const onSubmit = () => void submit().catch(() => undefined);

  return (
    <Modal
      title={t('url.title')}
      visible={visible}
      okText={t('url.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={importPage.isPending}
      onOk={onSubmit}
      onCancel={onClose}
      afterClose={() => setError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      <p className={styles.hint}>{t('url.hint')}</p>
      <Form form={form} layout="vertical" initialValues={{ url: '' }} onSubmit={onSubmit}>
        <Form.Item
          label={t('url.url')}
          field="url"
          required
          rules={[zodRule(importUrlSchema.shape.url)]}
        >
          <Input autoFocus type="url" inputMode="url" placeholder={t('url.urlPlaceholder')} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" content={error} /> : null}
    </Modal>
  );
}
