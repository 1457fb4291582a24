import { Alert, Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconMobile, IconSafe } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import {
  loginByPhoneBodySchema,
  normalizePhone,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  type LoginByPhoneBody,
} from '@miaoyu/contracts';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useCountdown } from '@/hooks/useCountdown';
import { useSendCode } from '../api/sendCode';
import { useLogin } from '../hooks';
import styles from './LoginForm.module.css';

const FormItem = Form.Item;
const phoneRule = zodRule(loginByPhoneBodySchema.shape.phone);
const codeRule = zodRule(loginByPhoneBodySchema.shape.code);

const canonicalPhone = (value: string) => normalizePhone(value) ?? value.trim();

/** Phone + text-message code sign-in. Server errors show in place, not as notifications. */
export function LoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginByPhoneBody>();
  const sendCode = useSendCode();
  const login = useLogin();
  const countdown = useCountdown();
  const failure = login.error ?? sendCode.error;

  const requestCode = async () => {
    login.reset();
    try {
      await form.validate(['phone']);
    } catch {
      return;
    }
    const phone = canonicalPhone(form.getFieldValue('phone') ?? '');
    sendCode.mutate(
      { phone },
      { onSuccess: (answer) => countdown.start(answer.resendAfter || SMS_RESEND_SECONDS) },
    );
  };

  const submit = (values: LoginByPhoneBody) => {
    if (sendCode.isError) sendCode.reset();
    login.mutate({ phone: canonicalPhone(values.phone), code: values.code.trim() });
  };

  const codeSent = sendCode.data
    ? t('login.codeSent', { minutes: Math.max(1, Math.round(sendCode.data.expiresIn / 60)) })
    : undefined;

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      onSubmit={submit}
      className={styles.form}
    >
      <FormItem field="phone" rules={[phoneRule]}>
        <Input
          prefix={<IconMobile />}
          placeholder={t('login.phonePlaceholder')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
        />
      </FormItem>
      <FormItem extra={codeSent}>
        <div className={styles.codeRow}>
          <FormItem field="code" rules={[codeRule]} noStyle={{ showErrorTip: true }}>
            <Input
              prefix={<IconSafe />}
              placeholder={t('login.codePlaceholder')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={SMS_CODE_LENGTH}
            />
          </FormItem>
          <Button
            className={styles.sendButton}
            disabled={countdown.seconds > 0}
            loading={sendCode.isPending}
            onClick={() => void requestCode()}
          >
            {countdown.seconds > 0
              ? t('login.resendIn', { seconds: countdown.seconds })
              : t('login.sendCode')}
          </Button>
        </div>
      </FormItem>
      {failure ? (
        <Alert type="error" content={errorMessage(failure)} className={styles.alert} />
      ) : null}
      <Button type="primary" htmlType="submit" long loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
