import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconApps } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { helperKeys } from '../../api/keys';
import { listPublicHelpers } from '../../api/publicHelpers';
import { useHelperFeed } from '../../hooks/useHelperFeed';
import { useSquareFilters } from '../../hooks/useSquareFilters';
import { cardOfPublic } from '../../logic/cardItem';
import { squareQuery } from '../../logic/squareFilters';
import { EmptyState } from './EmptyState';
import { HelperGrid } from './HelperGrid';
import { PageHeader } from '@/components/page/PageHeader';
import { NoMatch } from './NoMatch';
import { SearchBox } from './SearchBox';
import { SquareFilters } from './SquareFilters';
import styles from './List.module.css';

/** `/setting/public`: every team's public helpers, open without sign-in. */
export function PublicListing() {
  const { t } = useTranslation(['helpers', 'nav']);
  const { keyword, setKeyword, q, filters, set, clear } = useSquareFilters();
  const query = squareQuery(q, filters);
  const feed = useHelperFeed({
    key: helperKeys.publicList(query),
    fetchPage: async (offset, limit) => {
      const page = await listPublicHelpers({ ...query, offset, limit });
      return { list: page.list.map(cardOfPublic), hasMore: page.hasMore };
    },
  });
  const filtered = Boolean(q || filters.category || filters.tag || filters.kind);

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('nav:helpers.public')}
        intro={t('square.intro')}
        actions={
          <SearchBox value={keyword} onChange={setKeyword} placeholder={t('square.search')} />
        }
      />
      <SquareFilters filters={filters} onChange={set} />
      <HelperGrid
        feed={feed}
        onTag={(tag) => set('tag', tag)}
        empty={
          filtered ? (
            q ? (
              <NoMatch keyword={q} />
            ) : (
              <EmptyState
                icon={IconApps}
                title={t('square.noMatch')}
                text={t('empty.noMatchText')}
                action={<Button onClick={clear}>{t('square.clear')}</Button>}
              />
            )
          ) : (
            <EmptyState
              icon={IconApps}
              title={t('square.emptyTitle')}
              text={t('square.emptyText')}
            />
          )
        }
      />
    </div>
  );
}
