import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconCamera } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@miaoyu/contracts/user';
import { useSetCurrentUser } from '@/hooks/useCurrentUser';
import { errorMessage } from '@/lib/api-error';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_MAX_MB } from '@/lib/image-file';
import { useUploadAvatar } from '../api/uploadAvatar';
import styles from './Profile.module.css';
import section from './Section.module.css';

/** The avatar with a change button: checks the file here, previews it, uploads, shows the result. */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const setUser = useSetCurrentUser();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = checkImageFile(file);
    if (bad) {
      setProblem(
        bad === 'type'
          ? t('account.profile.badType')
          : t('account.profile.tooLarge', { max: IMAGE_MAX_MB }),
      );
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    try {
      setUser(await upload.mutateAsync(file));
      Message.success(t('account.profile.avatarSaved'));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPreview(null);
    }
  };

  const src = preview ?? user.avatar;
  return (
    <div className={styles.avatarBlock}>
      <Avatar size={72} className={styles.avatar}>
        {src ? (
          <img
            src={src}
            alt={preview ? t('account.profile.avatarPreview') : t('account.profile.avatar')}
          />
        ) : (
          user.nickname.slice(0, 1)
        )}
      </Avatar>
      <div>
        <Button
          icon={<IconCamera />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t('account.profile.uploadAvatar')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="avatar-input"
          onChange={(event) => void choose(event)}
        />
        <p className={section.hint}>{t('account.profile.avatarHint')}</p>
        {problem ? (
          <p role="alert" className={section.error}>
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
