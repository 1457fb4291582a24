import { useState } from 'react';
import { Alert, Button, Drawer, Form, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import type { ModelProvider } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useSaveProvider } from '../api/saveProvider';
import {
  createBody,
  initialValues,
  updateBody,
  validateValues,
  type ProviderFormValues,
} from '../logic/providerForm';
import { placeServerError } from '../logic/serverError';
import { ProviderForm } from './ProviderForm';
import styles from './Models.module.css';

interface Props {
  orgId: string;
  /** The provider to edit; none to add one. The page mounts this drawer only while it is open. */
  provider?: ModelProvider;
  onClose: () => void;
}

const FIELD =
  /^(name|baseUrl|apiKey|defaultModel|enabled|models\[\d+\]\.(id|kind|vision|contextSize))$/;

/** Adds or edits a provider in a side drawer (full width on phones). */
export function ProviderDrawer({ orgId, provider, onClose }: Props) {
  const { t } = useTranslation('models');
  const narrow = useMediaQuery('(max-width: 600px)');
  const [form] = Form.useForm<ProviderFormValues>();
  const save = useSaveProvider(orgId);
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [refusedUrl, setRefusedUrl] = useState<string>();
  const [initial] = useState(() => initialValues(provider));
  const submit = async () => {
    setSubmitted(true);
    setFormError(undefined);
    setRefusedUrl(undefined);
    try {
      await form.validate();
    } catch {
      return;
    }
    const values = form.getFieldsValue() as ProviderFormValues;
    if (Object.keys(validateValues(values, provider)).length > 0) return;
    try {
      const saved = await save.mutateAsync(
        provider
          ? { providerId: provider.id, body: updateBody(values) }
          : { body: createBody(values) },
      );
      Message.success(
        t(provider ? 'models.form.saved' : 'models.form.created', { name: saved.name }),
      );
      onClose();
    } catch (error) {
      const placed = placeServerError(error);
      if (placed.refused) setRefusedUrl(values.baseUrl);
      const entries = Object.entries(placed.fields);
      const onFields = entries.filter(([name]) => FIELD.test(name));
      if (onFields.length > 0)
        form.setFields(
          Object.fromEntries(onFields.map(([name, message]) => [name, { error: { message } }])),
        );
      // Details about fields the form does not show (or none at all) go above the form.
      const elsewhere = entries.filter(([name]) => !FIELD.test(name)).map(([, message]) => message);
      const rest = [placed.message, ...elsewhere].filter(Boolean).join(' ');
      if (rest) setFormError(rest);
    }
  };

  const footer = (
    <>
      <Button onClick={onClose}>{t('models.form.cancel')}</Button>
      <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
        {t('models.form.save')}
      </Button>
    </>
  );

  return (
    <Drawer
      width={narrow ? '100%' : 600}
      title={provider ? t('models.form.editTitle') : t('models.form.createTitle')}
      visible
      onCancel={onClose}
      footer={footer}
      className={styles.drawer}
    >
      {formError ? <Alert type="error" content={formError} className={styles.formError} /> : null}
      <ProviderForm
        form={form}
        initialValues={initial}
        orgId={orgId}
        provider={provider}
        submitted={submitted}
        onSubmit={() => void submit()}
        refusedUrl={refusedUrl}
        onRefused={setRefusedUrl}
      />
    </Drawer>
  );
}
