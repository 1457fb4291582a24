import { IconSearch } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/** A search that found nothing: say so, and what else to try. */
export function NoMatch({ keyword }: { keyword: string }) {
  const { t } = useTranslation('helpers');
  return (
    <EmptyState
      icon={IconSearch}
      title={t('empty.noMatch', { keyword })}
      text={t('empty.noMatchText')}
    />
  );
}
