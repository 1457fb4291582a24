import { useState } from 'react';
import { Button, Input, Message, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import { putSceneSecretSchema, type SceneSecret } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import { fieldError } from '@/lib/form';
import { useDeleteSceneSecret, usePutSceneSecret } from '../../api/secrets';
import styles from './Secrets.module.css';

interface Props {
  orgId: string;
  secret: SceneSecret;
}

/** A saved secret: its name and times; its value can be replaced, never read. */
export function SecretRow({ orgId, secret }: Props) {
  const { t } = useTranslation('scenes');
  const put = usePutSceneSecret(orgId);
  const remove = useDeleteSceneSecret(orgId);
  const [replacing, setReplacing] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setReplacing(false);
    setValue('');
    setProblem(undefined);
  };
  const save = async () => {
    const wrong = fieldError(putSceneSecretSchema.shape.value, value);
    setProblem(wrong);
    if (wrong) return;
    try {
      await put.mutateAsync({ name: secret.name, value });
      close();
      Message.success(t('secrets.replaced', { name: secret.name }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const onDelete = () =>
    remove.mutateAsync(secret.name).then(
      () => void Message.success(t('secrets.deleted')),
      (error: unknown) => void Message.error(errorMessage(error)),
    );

  return (
    <li className={styles.item} data-testid="scene-secret">
      <div className={styles.itemMain}>
        <code className={styles.name}>{secret.name}</code>
        <div className={styles.meta}>
          {t('secrets.times', {
            created: formatDateTime(secret.createdAt),
            updated: formatDateTime(secret.updatedAt),
          })}
        </div>
      </div>
      {replacing ? null : (
        <div className={styles.actions}>
          <Button size="small" onClick={() => setReplacing(true)}>
            {t('secrets.replace')}
          </Button>
          <Popconfirm
            title={t('secrets.deleteConfirm', { name: secret.name })}
            okText={t('secrets.delete')}
            okButtonProps={{ status: 'danger' }}
            onOk={onDelete}
          >
            <Button size="small" status="danger">
              {t('secrets.delete')}
            </Button>
          </Popconfirm>
        </div>
      )}
      {replacing ? (
        <form
          className={styles.replaceForm}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Input.Password
            autoFocus
            value={value}
            onChange={(next) => {
              setValue(next);
              setProblem(undefined);
            }}
            aria-label={t('secrets.newValue', { name: secret.name })}
            autoComplete="new-password"
          />
          <Button type="primary" size="small" htmlType="submit" loading={put.isPending}>
            {t('secrets.save')}
          </Button>
          <Button size="small" onClick={close}>
            {t('secrets.cancel')}
          </Button>
          {problem ? (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </li>
  );
}
