import { useState, type FormEvent } from 'react';
import { Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import { nicknameSchema } from '@miaoyu/contracts/account';
import type { UserInfo } from '@miaoyu/contracts/user';
import { useSetCurrentUser } from '@/hooks/useCurrentUser';
import { errorMessage } from '@/lib/api-error';
import { fieldError } from '@/lib/form';
import { useUpdateProfile } from '../api/updateProfile';
import styles from './Profile.module.css';
import section from './Section.module.css';

/** Nickname, checked with the server's own rule (1–20 characters). */
export function NicknameForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const [nickname, setNickname] = useState(user.nickname);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile(user.id);
  const setUser = useSetCurrentUser();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = fieldError(nicknameSchema, nickname);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    try {
      const saved = await update.mutateAsync({ nickname: nicknameSchema.parse(nickname) });
      setUser(saved);
      setNickname(saved.nickname);
      setProblem(null);
      Message.success(t('account.profile.nicknameSaved'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form className={styles.nicknameForm} noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor="account-nickname" className={styles.label}>
        {t('account.profile.nickname')}
      </label>
      <div className={styles.nicknameRow}>
        <Input
          id="account-nickname"
          value={nickname}
          placeholder={t('account.profile.nicknamePlaceholder')}
          status={problem ? 'error' : undefined}
          maxLength={40}
          onChange={(value) => {
            setNickname(value);
            setProblem(null);
          }}
        />
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending}
          disabled={nickname.trim() === user.nickname}
        >
          {t('account.profile.save')}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={section.error}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
