import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconMobile, IconSafe } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@miaoyu/contracts/constants';
import { errorMessage, resendWaitOf } from '@/lib/api-error';
import { useCountdown } from '@/hooks/useCountdown';
import { useLogin, useSendCode } from '../hooks';
import { LoginField } from './LoginField';
import { PlainInput } from './PlainInput';
import { canonicalPhone, validateLoginField, type LoginField as Field } from './validateLogin';
import styles from './LoginForm.module.css';

type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/**
 * Phone + text-message code sign-in. Server errors show in place, not as notifications.
 * Plain inputs rather than Arco's Form, whose code alone would break the login page's budget.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Values>({ phone: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const sendCode = useSendCode();
  const login = useLogin();
  const countdown = useCountdown();
  const failure = login.error ?? sendCode.error;

  // Asked again too soon (ours or the SMS provider's limit), or a message that may still arrive:
  // the button counts down the wait the answer names.
  const { start: startCountdown } = countdown;
  useEffect(() => {
    const wait = resendWaitOf(sendCode.error);
    if (wait) startCountdown(wait);
  }, [sendCode.error, startCountdown]);

  const validate = async (fields: Field[]) => {
    const found = await Promise.all(
      fields.map(async (field) => [field, await validateLoginField(field, values[field])] as const),
    );
    setErrors((current) => ({ ...current, ...Object.fromEntries(found) }));
    return found.every(([, message]) => message === undefined);
  };

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const requestCode = async () => {
    login.reset();
    if (!(await validate(['phone']))) return;
    const answer = await sendCode.run({ phone: await canonicalPhone(values.phone) });
    if (answer) countdown.start(answer.resendAfter || SMS_RESEND_SECONDS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await validate(['phone', 'code']))) return;
    if (sendCode.isError) sendCode.reset();
    await login.run({ phone: await canonicalPhone(values.phone), code: values.code.trim() });
  };

  const codeSent = sendCode.data
    ? t('login.codeSent', { minutes: Math.max(1, Math.round(sendCode.data.expiresIn / 60)) })
    : undefined;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <LoginField error={errors.phone}>
        <PlainInput
          prefix={<IconMobile />}
          placeholder={t('login.phonePlaceholder')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_MAX_LENGTH}
          value={values.phone}
          error={Boolean(errors.phone)}
          onChange={change('phone')}
          onBlur={() => void validate(['phone'])}
        />
      </LoginField>
      <LoginField error={errors.code} extra={codeSent}>
        <div className={styles.codeRow}>
          <PlainInput
            prefix={<IconSafe />}
            placeholder={t('login.codePlaceholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={SMS_CODE_LENGTH}
            value={values.code}
            error={Boolean(errors.code)}
            onChange={change('code')}
          />
          <Button
            size="large"
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
      </LoginField>
      {failure ? (
        <Alert type="error" content={errorMessage(failure)} className={styles.alert} />
      ) : null}
      <Button type="primary" size="large" htmlType="submit" long loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
