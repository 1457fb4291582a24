import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconCamera, IconDelete, IconRobot } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_MAX_MB } from '@/lib/image-file';
import { useUploadHelperAvatar } from '../../api/uploadHelperAvatar';
import styles from './Editor.module.css';

interface Props {
  orgId: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/**
 * The helper's picture: checked here like a user's avatar (type, size), uploaded, and kept in
 * the form as its `/v1/files/…` address until the editor saves. Empty is the default robot.
 */
export function AvatarField({ orgId, value = '', onChange, disabled }: Props) {
  const { t } = useTranslation('helpers');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadHelperAvatar();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = checkImageFile(file);
    if (bad) {
      setProblem(
        bad === 'type'
          ? t('editor.avatar.badType')
          : t('editor.avatar.tooLarge', { max: IMAGE_MAX_MB }),
      );
      return;
    }
    setProblem(null);
    try {
      onChange?.(await upload.mutateAsync({ orgId, file }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className={styles.avatarField}>
      <Avatar size={56} className={styles.avatar}>
        {value ? <img src={value} alt={t('editor.avatar.label')} /> : <IconRobot />}
      </Avatar>
      <div>
        <div className={styles.avatarButtons}>
          <Button
            size="small"
            icon={<IconCamera />}
            loading={upload.isPending}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {t('editor.avatar.upload')}
          </Button>
          {value ? (
            <Button
              size="small"
              type="text"
              icon={<IconDelete />}
              disabled={disabled}
              onClick={() => onChange?.('')}
            >
              {t('editor.avatar.remove')}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="helper-avatar-input"
          onChange={(event) => void choose(event)}
        />
        <p className={styles.hint}>{t('editor.avatar.hint', { max: IMAGE_MAX_MB })}</p>
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
