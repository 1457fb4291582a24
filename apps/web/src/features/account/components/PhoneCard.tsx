import { useState, type FormEvent } from 'react';
import { Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconMobile, IconSafe } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@miaoyu/contracts/constants';
import { normalizePhone } from '@miaoyu/contracts/phone';
import type { UserInfo } from '@miaoyu/contracts/user';
import { useCountdown } from '@/hooks/useCountdown';
import { useSetCurrentUser } from '@/hooks/useCurrentUser';
import { errorMessage, resendWaitOf } from '@/lib/api-error';
import { Panel } from '@/components/Panel';
import { useChangePhone, useSendChangePhoneCode } from '../api/changePhone';
import { maskPhone } from '../utils/maskPhone';
import section from './Section.module.css';
import styles from './PhoneCard.module.css';

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** A new phone number, confirmed by a code texted to it (like the sign-in form). */
export function PhoneCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ field: 'phone' | 'code'; text: string } | null>(null);
  const sendCode = useSendChangePhoneCode();
  const change = useChangePhone();
  const countdown = useCountdown();
  const setUser = useSetCurrentUser();

  const checkPhone = (): string | null => {
    const normal = normalizePhone(phone);
    if (!normal) setProblem({ field: 'phone', text: t('validation.phone') });
    else if (normal === user.phone) setProblem({ field: 'phone', text: t('account.phone.same') });
    else return normal;
    return null;
  };

  const requestCode = async () => {
    const normal = checkPhone();
    if (!normal) return;
    try {
      const answer = await sendCode.mutateAsync(normal);
      setProblem(null);
      countdown.start(answer.resendAfter || SMS_RESEND_SECONDS);
    } catch (error) {
      setProblem({ field: 'phone', text: errorMessage(error) });
      const wait = resendWaitOf(error);
      if (wait) countdown.start(wait);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normal = checkPhone();
    if (!normal) return;
    if (!CODE_PATTERN.test(code.trim())) {
      setProblem({ field: 'code', text: t('validation.smsCode') });
      return;
    }
    try {
      setUser(await change.mutateAsync({ phone: normal, code: code.trim() }));
      setPhone('');
      setCode('');
      setProblem(null);
      sendCode.reset();
      Message.success(t('account.phone.changed'));
    } catch (error) {
      setProblem({ field: 'code', text: errorMessage(error) });
    }
  };

  const sent = sendCode.data
    ? t('account.phone.codeSent', {
        minutes: Math.max(1, Math.round(sendCode.data.expiresIn / 60)),
      })
    : null;
  const errorFor = (field: 'phone' | 'code') =>
    problem?.field === field ? (
      <p role="alert" className={section.error}>
        {problem.text}
      </p>
    ) : null;

  return (
    <Panel title={user.phone ? t('account.phone.title') : t('account.phone.titleAdd')}>
      <p className={styles.current}>
        {/* Signed up through DingTalk, WeChat or single sign-on: no phone yet. */}
        {user.phone
          ? t('account.phone.current', { phone: maskPhone(user.phone) })
          : t('account.phone.none')}
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div>
          <Input
            prefix={<IconMobile />}
            aria-label={t('account.phone.newPhone')}
            placeholder={t('account.phone.newPhonePlaceholder')}
            inputMode="tel"
            maxLength={PHONE_MAX_LENGTH}
            value={phone}
            status={problem?.field === 'phone' ? 'error' : undefined}
            onChange={(value) => {
              setPhone(value);
              setProblem(null);
            }}
          />
          {errorFor('phone')}
        </div>
        <div>
          <div className={styles.codeRow}>
            <Input
              prefix={<IconSafe />}
              aria-label={t('account.phone.code')}
              placeholder={t('account.phone.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              value={code}
              status={problem?.field === 'code' ? 'error' : undefined}
              onChange={(value) => {
                setCode(value);
                setProblem(null);
              }}
            />
            <Button
              className={styles.sendButton}
              disabled={countdown.seconds > 0}
              loading={sendCode.isPending}
              onClick={() => void requestCode()}
            >
              {countdown.seconds > 0
                ? t('account.phone.resendIn', { seconds: countdown.seconds })
                : t('account.phone.sendCode')}
            </Button>
          </div>
          {errorFor('code') ?? (sent ? <p className={section.hint}>{sent}</p> : null)}
        </div>
        <Button
          type="primary"
          htmlType="submit"
          className={styles.submit}
          loading={change.isPending}
        >
          {t('account.phone.submit')}
        </Button>
      </form>
    </Panel>
  );
}
