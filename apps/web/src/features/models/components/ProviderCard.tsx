import { useState } from 'react';
import { Button, Message, Popconfirm, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconDelete, IconEdit, IconThunderbolt } from '@arco-design/web-react/icon';
import type { ModelProvider } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { useDeleteProvider } from '../api/deleteProvider';
import { useSaveProvider } from '../api/saveProvider';
import { useTestProvider, type TestProviderResult } from '../api/testProvider';
import { maskedKey } from '../logic/format';
import { savedDefault } from '../logic/providerForm';
import { placeServerError } from '../logic/serverError';
import { testModel } from '../logic/testTarget';
import { ModelTags } from './ModelTags';
import styles from './Models.module.css';
import { RefusedHostHint } from './RefusedHostHint';
import { TestResult } from './TestResult';

interface Props {
  orgId: string;
  provider: ModelProvider;
  canManage: boolean;
  onEdit: () => void;
}

/** A saved provider: where it points, its models, and (for managers) test, edit, switch, delete. */
export function ProviderCard({ orgId, provider, canManage, onEdit }: Props) {
  const { t } = useTranslation('models');
  const save = useSaveProvider(orgId);
  const remove = useDeleteProvider(orgId);
  const test = useTestProvider(orgId);
  const [result, setResult] = useState<TestProviderResult>();
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState(false);
  const defaultModel = savedDefault(provider);

  const runTest = async () => {
    setResult(undefined);
    setError(undefined);
    setRefused(false);
    const target = testModel({ models: provider.models, defaultModel: provider.defaultModel });
    if (!target) {
      setError(t('models.form.testNeedsModel'));
      return;
    }
    try {
      setResult(await test.mutateAsync({ providerId: provider.id, ...target }));
    } catch (failure) {
      const placed = placeServerError(failure);
      setRefused(!!placed.refused);
      setError([placed.message, ...Object.values(placed.fields)].filter(Boolean).join(' '));
    }
  };

  const toggle = (enabled: boolean) => {
    const { name, kind, baseUrl, models } = provider;
    const body = {
      name,
      kind,
      baseUrl,
      models,
      defaultModel: provider.defaultModel || undefined,
      enabled,
    };
    save.mutate(
      { providerId: provider.id, body },
      {
        onSuccess: () =>
          Message.success(
            t(enabled ? 'models.card.enabledSaved' : 'models.card.disabledSaved', { name }),
          ),
        onError: (failure) => Message.error(placeServerError(failure).message ?? ''),
      },
    );
  };

  // Awaited rather than an onSuccess callback: the card unmounts once the list is refetched.
  const onDelete = async () => {
    await remove.mutateAsync(provider.id);
    Message.success(t('models.card.deleted'));
  };

  const title = (
    <span className={styles.cardTitle}>
      <span className={styles.cardName}>{provider.name}</span>
      {canManage ? (
        <Switch
          size="small"
          checked={provider.enabled}
          loading={save.isPending}
          aria-label={t('models.card.enabled')}
          onChange={toggle}
        />
      ) : (
        <Tag size="small" color={provider.enabled ? 'green' : 'gray'}>
          {provider.enabled ? t('models.card.enabled') : t('models.card.disabled')}
        </Tag>
      )}
    </span>
  );

  return (
    <Panel dense title={title} data-testid="provider-card">
      <dl className={styles.facts}>
        <dt>{t('models.card.baseUrl')}</dt>
        <dd className={styles.url}>{provider.baseUrl}</dd>
        <dt>{t('models.card.apiKey')}</dt>
        <dd className={styles.key}>{maskedKey(provider) || t('models.card.noKey')}</dd>
        <dt>{t('models.card.models')}</dt>
        <dd className={styles.modelList}>
          {provider.models.map((model) => (
            <ModelTags key={model.id} model={model} isDefault={model.id === defaultModel} />
          ))}
        </dd>
      </dl>
      {canManage ? (
        <div className={styles.actions}>
          <Button
            size="small"
            icon={<IconThunderbolt />}
            loading={test.isPending}
            onClick={() => void runTest()}
          >
            {t('models.card.test')}
          </Button>
          <Button size="small" icon={<IconEdit />} onClick={onEdit}>
            {t('models.card.edit')}
          </Button>
          <Popconfirm
            title={t('models.card.deleteConfirm', { name: provider.name })}
            onOk={() => onDelete().catch(() => undefined)}
          >
            <Button size="small" status="danger" icon={<IconDelete />} loading={remove.isPending}>
              {t('models.card.delete')}
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      <TestResult result={result} error={error} />
      {refused ? <RefusedHostHint baseUrl={provider.baseUrl} /> : null}
    </Panel>
  );
}
