import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Input, Popconfirm, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import {
  createHelperApiKeySchema,
  HELPER_KEY_PREFIX,
  HELPER_KEYS_MAX,
  type CreatedHelperApiKey,
} from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/markdown/components/CopyButton';
import { LoadFailed } from '@/components/LoadFailed';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import { fieldError } from '@/lib/form';
import { useApiKeys } from '../../api/apiKeys';
import { useCreateApiKey } from '../../api/createApiKey';
import type { HelperRef } from '../../api/editorKeys';
import { useRevokeApiKey } from '../../api/revokeApiKey';
import { ApiKeyUsage } from './ApiKeyUsage';
import styles from './Drawers.module.css';

interface Props {
  helperRef: HelperRef;
  helperCode: string;
  onClose: () => void;
}

/** The helper's API keys: make one (its secret shown this once), see their use, revoke them. */
export default function ApiKeysDrawer({ helperRef, helperCode, onClose }: Props) {
  const { t } = useTranslation('helpers');
  const narrow = useMediaQuery('(max-width: 600px)');
  const keys = useApiKeys(helperRef);
  const create = useCreateApiKey(helperRef);
  const revoke = useRevokeApiKey(helperRef);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [created, setCreated] = useState<CreatedHelperApiKey | null>(null);
  const full = (keys.data?.length ?? 0) >= HELPER_KEYS_MAX;

  const submit = async () => {
    const wrong = fieldError(createHelperApiKeySchema.shape.name, name);
    setProblem(wrong);
    if (wrong) return;
    try {
      setCreated(await create.mutateAsync({ name }));
      setName('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const list = () => {
    if (keys.isLoading) return <Spin />;
    if (keys.isError)
      return <LoadFailed message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} />;
    if (!keys.data?.length) return <Empty description={t('editor.keys.empty')} />;
    return (
      <ul className={styles.list} aria-label={t('editor.keys.listTitle')}>
        {keys.data.map((key) => (
          <li key={key.id} className={styles.item} data-testid="helper-api-key">
            <div className={styles.itemMain}>
              <div className={styles.itemTitle}>
                {key.name} <code className={styles.hintCode}>{key.hint}…</code>
              </div>
              <div className={styles.itemMeta}>
                {t('editor.keys.created', { time: formatDateTime(key.createdAt) })} ·{' '}
                {key.lastUsedAt
                  ? t('editor.keys.lastUsed', { time: formatDateTime(key.lastUsedAt) })
                  : t('editor.keys.neverUsed')}
              </div>
              <div className={styles.itemMeta}>
                {t('editor.keys.usage', {
                  requests: key.requestCount,
                  tokens: key.promptTokens + key.completionTokens,
                })}
              </div>
            </div>
            <Popconfirm
              title={t('editor.keys.revokeConfirm', { name: key.name })}
              okText={t('editor.keys.revoke')}
              okButtonProps={{ status: 'danger' }}
              onOk={() => revoke.mutateAsync(key.id)}
            >
              <Button size="small" status="danger">
                {t('editor.keys.revoke')}
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Drawer
      visible
      width={narrow ? '100%' : 560}
      title={t('editor.keys.title')}
      footer={null}
      onCancel={onClose}
    >
      <p className={styles.hint}>{t('editor.keys.intro')}</p>
      {created ? (
        <Alert
          type="success"
          className={styles.created}
          title={t('editor.keys.createdTitle', { name: created.name })}
          content={
            <div data-testid="new-api-key">
              <p>{t('editor.keys.shownOnce')}</p>
              <div className={styles.secret}>
                <code>{created.key}</code>
                <CopyButton text={created.key} />
              </div>
              <Button size="small" onClick={() => setCreated(null)}>
                {t('editor.keys.savedIt')}
              </Button>
            </div>
          }
        />
      ) : null}
      <div className={styles.createRow}>
        <Input
          value={name}
          onChange={(value) => {
            setName(value);
            setProblem(undefined);
          }}
          onPressEnter={() => void submit()}
          placeholder={t('editor.keys.namePlaceholder')}
          aria-label={t('editor.keys.name')}
          status={problem ? 'error' : undefined}
          disabled={full}
        />
        <Button
          type="primary"
          icon={<IconPlus />}
          loading={create.isPending}
          disabled={full}
          onClick={() => void submit()}
        >
          {t('editor.keys.create')}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {full ? (
        <p className={styles.hint}>{t('editor.keys.full', { max: HELPER_KEYS_MAX })}</p>
      ) : null}
      {list()}
      <ApiKeyUsage helperCode={helperCode} apiKey={created?.key ?? `${HELPER_KEY_PREFIX}…`} />
    </Drawer>
  );
}
