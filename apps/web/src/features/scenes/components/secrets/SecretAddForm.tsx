import { useState } from 'react';
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { putSceneSecretSchema, sceneSecretNameSchema } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { fieldError } from '@/lib/form';
import { usePutSceneSecret } from '../../api/secrets';
import styles from './Secrets.module.css';

interface Props {
  orgId: string;
  /** The names already saved: adding one of them would silently replace its value. */
  taken: readonly string[];
  onAdded: (name: string) => void;
}

/** A new secret: its name and its value, typed into a password field. */
export function SecretAddForm({ orgId, taken, onAdded }: Props) {
  const { t } = useTranslation('scenes');
  const put = usePutSceneSecret(orgId);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    const trimmed = name.trim();
    const wrong =
      fieldError(sceneSecretNameSchema, trimmed) ??
      (taken.includes(trimmed) ? t('secrets.exists') : undefined) ??
      fieldError(putSceneSecretSchema.shape.value, value);
    setProblem(wrong);
    if (wrong) return;
    try {
      await put.mutateAsync({ name: trimmed, value });
      setName('');
      setValue('');
      onAdded(trimmed);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form
      className={styles.addForm}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input
        className={styles.nameInput}
        value={name}
        onChange={(next) => {
          setName(next);
          setProblem(undefined);
        }}
        placeholder={t('secrets.namePlaceholder')}
        aria-label={t('secrets.name')}
        autoComplete="off"
      />
      <Input.Password
        className={styles.valueInput}
        value={value}
        onChange={(next) => {
          setValue(next);
          setProblem(undefined);
        }}
        placeholder={t('secrets.valuePlaceholder')}
        aria-label={t('secrets.value')}
        autoComplete="new-password"
      />
      <Button type="primary" htmlType="submit" icon={<IconPlus />} loading={put.isPending}>
        {t('secrets.add')}
      </Button>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
