import { useState } from 'react';
import { Alert, Button, Drawer, Form, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import type { SignInProvider, SignInSettings } from '@miaoyu/contracts/identity';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { errorMessage } from '@/lib/api-error';
import { useSaveSignIn } from '../api/settings';
import {
  initialValues,
  toBody,
  validateSettings,
  type SettingsValues,
} from '../logic/settingsForm';
import { SettingsForm } from './SettingsForm';

interface Props {
  orgId: string;
  provider: SignInProvider;
  stored: SignInSettings | undefined;
  callbackUrl: string;
  onClose: () => void;
}

/** Sets up or changes one provider in a side drawer (full width on phones). */
export function SettingsDrawer({ orgId, provider, stored, callbackUrl, onClose }: Props) {
  const { t } = useTranslation('identity');
  const narrow = useMediaQuery('(max-width: 600px)');
  const [form] = Form.useForm<SettingsValues>();
  const [initial] = useState(() => initialValues(provider, stored, callbackUrl));
  const save = useSaveSignIn(orgId);
  const [formError, setFormError] = useState('');

  const submit = async () => {
    setFormError('');
    try {
      await form.validate();
    } catch {
      return;
    }
    const values = form.getFieldsValue() as SettingsValues;
    if (Object.keys(validateSettings(provider, values, stored, '-')).length > 0) return;
    try {
      await save.mutateAsync(toBody(provider, values));
      Message.success(t('settings.saved'));
      onClose();
    } catch (error) {
      // The form checked what the server checks: what is left (a missing secret, a lost right)
      // is said above the form.
      setFormError(errorMessage(error));
    }
  };

  return (
    <Drawer
      width={narrow ? '100%' : 560}
      title={t('settings.drawerTitle', { name: t(`signInName.${provider}`) })}
      visible
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('settings.save')}
          </Button>
        </>
      }
    >
      {formError ? <Alert type="error" content={formError} style={{ marginBottom: 16 }} /> : null}
      <SettingsForm
        form={form}
        provider={provider}
        stored={stored}
        initialValues={initial}
        callbackUrl={callbackUrl}
        onSubmit={() => void submit()}
      />
    </Drawer>
  );
}
