import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconExclamationCircle, IconRefresh } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { EmptyState } from './EmptyState';

/** The overview failed to load; the HTTP client has already said why in a notification. */
export function ErrorPanel({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Panel dense>
      <div role="alert">
        <EmptyState
          icon={<IconExclamationCircle />}
          title={t('workplace.error.title')}
          hint={t('workplace.error.hint')}
          action={
            <Button type="primary" icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
              {t('workplace.error.retry')}
            </Button>
          }
        />
      </div>
    </Panel>
  );
}
