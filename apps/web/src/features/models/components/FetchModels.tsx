import { useState } from 'react';
import { Alert, Button, Message, Select, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconDownload } from '@arco-design/web-react/icon';
import type { ModelProvider } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { useListServiceModels } from '../api/listServiceModels';
import { withPickedModels } from '../logic/modelPicks';
import type { ProviderFormValues } from '../logic/providerForm';
import { testBody } from '../logic/testTarget';
import { placeFailedTry, valuesToTry } from '../logic/tryForm';
import styles from './Models.module.css';

interface Props {
  form: FormInstance<ProviderFormValues>;
  orgId: string;
  provider?: ModelProvider;
  /** The base URL refused as private (the form says who can allow it); undefined on a new try. */
  onRefused: (baseUrl: string | undefined) => void;
}

/**
 * Asks the service which models it serves, with the key as typed (or the saved one for the saved
 * address), and adds the ones picked to the model rows.
 */
export function FetchModels({ form, orgId, provider, onRefused }: Props) {
  const { t } = useTranslation('models');
  const list = useListServiceModels(orgId);
  const [offered, setOffered] = useState<string[]>();
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();

  const run = async () => {
    setOffered(undefined);
    setPicked([]);
    setError(undefined);
    onRefused(undefined);
    const values = valuesToTry(form, provider);
    if (!values) return;
    // The same address and key a connection test would use.
    const { baseUrl, apiKey, providerId } = testBody(
      values,
      { model: '-', kind: 'chat' },
      provider?.id,
    );
    try {
      const ids = await list.mutateAsync({ baseUrl, apiKey, providerId });
      setOffered(ids);
      if (ids.length === 0) setError(t('models.fetch.empty'));
    } catch (failure) {
      setError(placeFailedTry(form, failure, values.baseUrl, onRefused));
    }
  };

  const add = () => {
    const values = form.getFieldsValue() as ProviderFormValues;
    const models = withPickedModels(values.models ?? [], picked);
    form.setFieldValue('models', models);
    Message.success(t('models.fetch.added', { count: picked.length }));
    setPicked([]);
  };

  return (
    <div className={styles.fetchModels}>
      <Button icon={<IconDownload />} loading={list.isPending} onClick={() => void run()}>
        {t('models.fetch.run')}
      </Button>
      {offered && offered.length > 0 ? (
        <div className={styles.fetchPick}>
          <Select
            mode="multiple"
            allowClear
            showSearch
            aria-label={t('models.fetch.pick')}
            placeholder={t('models.fetch.pick')}
            value={picked}
            onChange={(ids: string[]) => setPicked(ids)}
            options={offered}
            data-testid="fetched-models"
            className={styles.fetchSelect}
          />
          <Button type="primary" disabled={picked.length === 0} onClick={add}>
            {t('models.fetch.add', { count: picked.length })}
          </Button>
        </div>
      ) : null}
      {error ? (
        <Alert
          type="warning"
          title={offered ? undefined : t('models.fetch.failed')}
          content={error}
        />
      ) : null}
    </div>
  );
}
