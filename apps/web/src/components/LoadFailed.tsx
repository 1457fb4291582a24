import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { useTranslation } from 'react-i18next';

/** A load that failed: what happened and a retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      content={message}
      action={
        <Button size="mini" type="primary" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    />
  );
}
