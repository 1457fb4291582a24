import { IconCheckCircle, IconExclamationCircle, IconLoading } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { useTurnsDraft } from '../../hooks/useTurnsDraft';
import styles from './chat.module.css';

/** Where the corrected dialogue stands: saved, waiting to be saved, saving, or why it cannot be. */
export function SaveStatus({ draft }: { draft: ReturnType<typeof useTurnsDraft> }) {
  const { t } = useTranslation('sales');
  const { state } = draft;
  const text =
    state === 'invalid'
      ? t('dialogue.invalid', { n: draft.invalid + 1 })
      : state === 'failed'
        ? t('dialogue.saveFailed', { message: draft.saveError })
        : t(`dialogue.${state}`);
  const icon =
    state === 'saved' ? (
      <IconCheckCircle />
    ) : state === 'saving' ? (
      <IconLoading />
    ) : state === 'unsaved' ? null : (
      <IconExclamationCircle />
    );
  return (
    <span className={styles.saveStatus} data-state={state} role="status">
      {icon}
      {text}
    </span>
  );
}
