import { Form, Input, Select, Switch, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useTranslation } from 'react-i18next';
import type { SignInProvider, SignInSettings } from '@miaoyu/contracts/identity';
import { formRule } from '@/lib/form';
import { validateSettings, type SettingsValues } from '../logic/settingsForm';

interface Props {
  form: FormInstance<SettingsValues>;
  provider: SignInProvider;
  stored: SignInSettings | undefined;
  initialValues: SettingsValues;
  /** The address to register with the provider, for the hint. */
  callbackUrl: string;
  onSubmit: () => void;
}

type FieldKey = keyof ReturnType<typeof fieldKeys>;
const fieldKeys = () =>
  ({
    corpId: 'settings.corpId',
    clientId: 'settings.clientId',
    agentId: 'settings.agentId',
    websiteAppId: 'settings.websiteAppId',
    officialAppId: 'settings.officialAppId',
    issuer: 'settings.issuer',
    scopes: 'settings.scopes',
    callbackUrls: 'settings.callbackUrls',
    displayName: 'settings.displayName',
  }) as const;

/** One provider's settings; each field checked with the contract's schema as it changes. */
export function SettingsForm({
  form,
  provider,
  stored,
  initialValues,
  callbackUrl,
  onSubmit,
}: Props) {
  const { t } = useTranslation('identity');
  const rule = (field: string) =>
    formRule(
      () =>
        validateSettings(
          provider,
          form.getFieldsValue() as SettingsValues,
          stored,
          t('settings.secretNeeded'),
        ),
      field,
    );
  const plain = (name: FieldKey, label: string, placeholder?: string) => (
    <Form.Item label={label} field={fieldKeys()[name]} rules={[rule(fieldKeys()[name])]}>
      <Input placeholder={placeholder} autoComplete="off" />
    </Form.Item>
  );
  const secret = (name: string, label: string) => {
    const kept = stored?.secretsSet.includes(name);
    return (
      <Form.Item label={label} field={`secrets.${name}`} rules={[rule(`secrets.${name}`)]}>
        <Input.Password
          autoComplete="new-password"
          placeholder={kept ? t('settings.secretKept') : t('settings.secretNeeded')}
        />
      </Form.Item>
    );
  };
  const f = (name: string) => t(`settings.fields.${name}` as 'settings.fields.corpId');

  return (
    <Form form={form} initialValues={initialValues} layout="vertical" onSubmit={onSubmit}>
      {provider === 'dingtalk' ? (
        <>
          {plain('corpId', f('corpId'), 'ding…')}
          {plain('clientId', f('clientId'))}
          {secret('clientSecret', f('clientSecret'))}
          {plain('agentId', f('agentId'))}
        </>
      ) : null}
      {provider === 'wechat' ? (
        <>
          {plain('websiteAppId', f('websiteAppId'), 'wx…')}
          {secret('websiteAppSecret', f('websiteAppSecret'))}
          {plain('officialAppId', f('officialAppId'), 'wx…')}
          {secret('officialAppSecret', f('officialAppSecret'))}
          <p className="arco-form-extra">{t('settings.weChatHint')}</p>
        </>
      ) : null}
      {provider === 'oidc' ? (
        <>
          {plain('issuer', f('issuer'), 'https://sso.example.com/realms/corp')}
          {plain('clientId', f('oidcClientId'))}
          {secret('clientSecret', f('oidcClientSecret'))}
          {plain('scopes', f('scopes'))}
          <Form.Item
            label={f('callbackUrls')}
            field="settings.callbackUrls"
            rules={[rule('settings.callbackUrls')]}
            extra={t('settings.oidcHint', { url: callbackUrl })}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
          {plain('displayName', f('displayName'), t('provider.oidc'))}
        </>
      ) : null}
      <Form.Item label={f('joinPolicy')} field="joinPolicy">
        <Select>
          <Select.Option value="open">{t('settings.policies.open')}</Select.Option>
          <Select.Option value="members">{t('settings.policies.members')}</Select.Option>
        </Select>
      </Form.Item>
      <Form.Item label={f('joinRole')} field="joinRole">
        <Select>
          <Select.Option value="member">{t('settings.roles.member')}</Select.Option>
          <Select.Option value="admin">{t('settings.roles.admin')}</Select.Option>
        </Select>
      </Form.Item>
      <Form.Item label={f('enabled')} field="enabled" triggerPropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}
