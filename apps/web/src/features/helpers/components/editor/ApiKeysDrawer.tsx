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
import { AssignKey, KeyHolder } from '@/components/key-holder/KeyHolder';
import { CopyButton } from '@/components/markdown/components/CopyButton';
import { LoadFailed } from '@/components/LoadFailed';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import { fieldError } from '@/lib/form';
import { useApiKeys } from '../../api/apiKeys';
import { useAssignApiKey } from '../../api/assignApiKey';
import { useCreateApiKey } from '../../api/createApiKey';
import type { HelperRef } from '../../api/editorKeys';
import { useRevokeApiKey } from '../../api/revokeApiKey';
import { useTeamMembers } from '../../api/teamMembers';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { ApiKeyUsage } from './ApiKeyUsage';
import styles from './Drawers.module.css';

interface Props {
  helperRef: HelperRef;
  helperCode: string;
  /** The saved helper answers from the team's knowledge: only managers make its keys. */
  usesKnowledge: boolean;
  onClose: () => void;
}

/** The helper's API keys: make one (its secret shown this once), see their use, revoke them. */
export default function ApiKeysDrawer({ helperRef, helperCode, usesKnowledge, onClose }: Props) {
  const { t } = useTranslation('helpers');
  const narrow = useMediaQuery('(max-width: 600px)');
  const { user, canManage } = useHelperAccess();
  const keys = useApiKeys(helperRef);
  const create = useCreateApiKey(helperRef);
  const revoke = useRevokeApiKey(helperRef);
  const assign = useAssignApiKey(helperRef);
  const members = useTeamMembers(helperRef.orgId, canManage);
  const [assignProblem, setAssignProblem] = useState<string>();
  // Keys would let anyone outside read the team's knowledge: owners and admins decide.
  const locked = usesKnowledge && !canManage;
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [created, setCreated] = useState<CreatedHelperApiKey | null>(null);
  const full = (keys.data?.length ?? 0) >= HELPER_KEYS_MAX;
  const closed = full || locked;

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
      <>
        {assignProblem ? (
          <p role="alert" className={styles.error}>
            {assignProblem}
          </p>
        ) : null}
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
                <KeyHolder info={key} />
                {key.suspendedAt && canManage && user && members.data ? (
                  <AssignKey
                    members={members.data}
                    selfId={user.id}
                    onAssign={(userId) =>
                      assign.mutateAsync({ keyId: key.id, userId }).then(
                        () => setAssignProblem(undefined),
                        (error: unknown) => setAssignProblem(errorMessage(error)),
                      )
                    }
                  />
                ) : null}
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
      </>
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
          disabled={closed}
        />
        <Button
          type="primary"
          icon={<IconPlus />}
          loading={create.isPending}
          disabled={closed}
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
      {locked ? <p className={styles.hint}>{t('editor.keys.needsManager')}</p> : null}
      {list()}
      <ApiKeyUsage helperCode={helperCode} apiKey={created?.key ?? `${HELPER_KEY_PREFIX}…`} />
    </Drawer>
  );
}
