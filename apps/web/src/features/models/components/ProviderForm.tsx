import { Checkbox, Form, Input, Select, Switch, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import type { ModelProvider } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { formRule } from '@/lib/form';
import { maskedKey } from '../logic/format';
import {
  chatModelIds,
  keyNeededForNewUrl,
  validateValues,
  type ProviderFormValues,
} from '../logic/providerForm';
import { FetchModels } from './FetchModels';
import { FormTest } from './FormTest';
import { ModelRows } from './ModelRows';
import { PresetPicker } from './PresetPicker';
import { RefusedHostHint } from './RefusedHostHint';
import styles from './Models.module.css';

interface Props {
  form: FormInstance<ProviderFormValues>;
  initialValues: ProviderFormValues;
  orgId: string;
  /** The provider being edited; none when adding one. */
  provider?: ModelProvider;
  /** Whether saving was tried: the list's own problems show from then on. */
  submitted: boolean;
  onSubmit: () => void;
  /** The base URL last refused as private, if any: a hint says who can allow it. */
  refusedUrl?: string;
  onRefused: (baseUrl: string | undefined) => void;
}

/** The provider's fields, each checked with the contract's schema as it changes. */
export function ProviderForm({
  form,
  initialValues,
  orgId,
  provider,
  submitted,
  onSubmit,
  refusedUrl,
  onRefused,
}: Props) {
  const { t } = useTranslation('models');
  const clearKey = Form.useWatch('clearKey', form) === true;
  const baseUrl = Form.useWatch('baseUrl', form) as string | undefined;
  const check = (values: ProviderFormValues) => validateValues(values, provider);
  const rule = (name: string) =>
    formRule(() => check(form.getFieldsValue() as ProviderFormValues), name);
  // The saved key goes only to the address it was saved with: a new address needs it typed again.
  const keyForNewUrl = keyNeededForNewUrl(
    { ...initialValues, baseUrl: baseUrl ?? initialValues.baseUrl, clearKey },
    provider,
  );
  const keyPlaceholder = !provider
    ? t('models.form.apiKeyPlaceholder')
    : keyForNewUrl
      ? t('models.form.apiKeyReenter')
      : provider.hasApiKey
        ? t('models.form.apiKeyKeep', { masked: maskedKey(provider) })
        : t('models.form.apiKeyNone');

  return (
    <Form
      form={form}
      initialValues={initialValues}
      layout="vertical"
      onSubmit={onSubmit}
      className={styles.form}
    >
      {provider ? null : <PresetPicker form={form} />}
      <Form.Item label={t('models.form.name')} field="name" rules={[rule('name')]}>
        <Input maxLength={40} placeholder={t('models.form.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        label={t('models.form.baseUrl')}
        field="baseUrl"
        rules={[rule('baseUrl')]}
        extra={
          refusedUrl !== undefined && refusedUrl === baseUrl ? (
            <RefusedHostHint baseUrl={refusedUrl} />
          ) : undefined
        }
      >
        <Input placeholder={t('models.form.baseUrlPlaceholder')} />
      </Form.Item>
      <Form.Item
        label={t('models.form.apiKey')}
        field="apiKey"
        rules={[rule('apiKey')]}
        extra={t('models.form.keyHint')}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={keyPlaceholder}
          disabled={clearKey}
        />
      </Form.Item>
      {provider?.hasApiKey ? (
        <Form.Item field="clearKey" triggerPropName="checked" className={styles.clearKey}>
          <Checkbox>{t('models.form.clearKey')}</Checkbox>
        </Form.Item>
      ) : null}
      <Form.Item label={t('models.form.models')} required className={styles.modelsItem}>
        <Form.Item shouldUpdate noStyle>
          {(values: ProviderFormValues) => (
            <ModelRows
              rule={rule}
              listError={submitted ? check(values).models : undefined}
              kinds={(values.models ?? []).map((row) => row?.kind)}
            />
          )}
        </Form.Item>
        <FetchModels form={form} orgId={orgId} provider={provider} onRefused={onRefused} />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: ProviderFormValues) => (
          <Form.Item
            label={t('models.form.defaultModel')}
            field="defaultModel"
            rules={[rule('defaultModel')]}
          >
            <Select allowClear placeholder={t('models.form.defaultModelPlaceholder')}>
              {chatModelIds(values).map((id) => (
                <Select.Option key={id} value={id}>
                  {id}
                </Select.Option>
              ))}
            </Select>
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item
        label={t('models.form.enabled')}
        field="enabled"
        triggerPropName="checked"
        className={styles.inline}
      >
        <Switch />
      </Form.Item>
      <FormTest form={form} orgId={orgId} provider={provider} onRefused={onRefused} />
    </Form>
  );
}
