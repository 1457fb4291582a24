/** @jsxImportSource preact */
import { t } from '../i18n';

/** The whole page when there is no chat to show: a bad key, or a first load that failed. */
export function Problem({
  title,
  hint,
  onRetry,
}: {
  title: string;
  hint: string;
  onRetry?: () => void;
}) {
  return (
    <div class="app">
      <div class="problem" role="alert">
        <h1>{title}</h1>
        <p>{hint}</p>
        {onRetry && (
          <button type="button" class="button button-primary" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    </div>
  );
}
