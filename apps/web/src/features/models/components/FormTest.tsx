import { useState } from 'react';
import { Button, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconThunderbolt } from '@arco-design/web-react/icon';
import type { ModelProvider } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { useTestProvider, type TestProviderResult } from '../api/testProvider';
import type { ProviderFormValues } from '../logic/providerForm';
import { testBody, testModel } from '../logic/testTarget';
import { placeFailedTry, valuesToTry } from '../logic/tryForm';
import styles from './Models.module.css';
import { TestResult } from './TestResult';

interface Props {
  form: FormInstance<ProviderFormValues>;
  orgId: string;
  /** The provider being edited: its saved key is used unless the form has another. */
  provider?: ModelProvider;
  /** The base URL refused as private (the form says who can allow it); undefined on a new try. */
  onRefused: (baseUrl: string | undefined) => void;
}

/**
 * Tests the settings as typed, before they are saved. A refused address, or a new address without
 * the key typed again, shows on its field.
 */
export function FormTest({ form, orgId, provider, onRefused }: Props) {
  const { t } = useTranslation('models');
  const test = useTestProvider(orgId);
  const [result, setResult] = useState<TestProviderResult>();
  const [error, setError] = useState<string>();

  const run = async () => {
    setResult(undefined);
    setError(undefined);
    onRefused(undefined);
    const values = valuesToTry(form, provider);
    if (!values) return;
    const model = testModel(values);
    if (!model) {
      setError(t('models.form.testNeedsModel'));
      return;
    }
    try {
      setResult(await test.mutateAsync(testBody(values, model, provider?.id)));
    } catch (failure) {
      setError(placeFailedTry(form, failure, values.baseUrl, onRefused));
    }
  };

  return (
    <div className={styles.formTest}>
      <Button icon={<IconThunderbolt />} loading={test.isPending} onClick={() => void run()}>
        {t('models.test.run')}
      </Button>
      <TestResult result={result} error={error} />
    </div>
  );
}
