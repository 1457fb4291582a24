import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useTranslation } from 'react-i18next';
import type { TestProviderResult } from '../api/testProvider';
import styles from './Models.module.css';

interface Props {
  result?: TestProviderResult;
  /** A readable failure that came as an error answer rather than `ok: false`. */
  error?: string;
}

/** What a connection test found: latency and the model's reply, or why it failed. */
export function TestResult({ result, error }: Props) {
  const { t } = useTranslation('models');
  if (error)
    return (
      <Alert
        className={styles.testResult}
        type="error"
        title={t('models.test.failed')}
        content={error}
        data-testid="test-result"
      />
    );
  if (!result) return null;
  if (!result.ok)
    return (
      <Alert
        className={styles.testResult}
        type="error"
        title={t('models.test.failed')}
        content={result.message}
        data-testid="test-result"
      />
    );
  return (
    <Alert
      className={styles.testResult}
      type="success"
      title={t('models.test.ok', { ms: result.latencyMs })}
      content={result.reply ? t('models.test.reply', { reply: result.reply }) : result.message}
      data-testid="test-result"
    />
  );
}
