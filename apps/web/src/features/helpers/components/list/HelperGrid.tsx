import type { ReactNode } from 'react';
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import type { HelperFeed } from '../../hooks/useHelperFeed';
import { useInfiniteScroll } from '../../hooks/useInfiniteScroll';
import type { HelperCardItem } from '../../logic/cardItem';
import { HelperCard, HelperCardSkeleton } from './HelperCard';
import styles from './List.module.css';

interface Props {
  feed: HelperFeed;
  /** Shown when the list is empty: what to do next. */
  empty: ReactNode;
  cardActions?: (helper: HelperCardItem) => ReactNode;
  onTag?: (tag: string) => void;
}

const SKELETONS = Array.from({ length: 8 }, (_, index) => index);

/** A listing's cards, a page at a time as the reader scrolls down. */
export function HelperGrid({ feed, empty, cardActions, onTag }: Props) {
  const { t } = useTranslation('helpers');
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const more = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    more,
    hasNextPage && !isFetchNextPageError && !feed.isPending,
  );

  if (feed.isPending)
    return (
      <div className={styles.grid} aria-busy="true" aria-label={t('list.loading')}>
        {SKELETONS.map((index) => (
          <HelperCardSkeleton key={index} />
        ))}
      </div>
    );
  if (feed.isError && !feed.data)
    return <LoadFailed message={t('list.loadFailed')} onRetry={() => void feed.refetch()} />;
  const helpers = feed.data?.pages.flatMap((page) => page.list) ?? [];
  if (helpers.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={styles.grid}>
        {helpers.map((helper) => (
          <HelperCard
            key={helper.code}
            helper={helper}
            actions={cardActions?.(helper)}
            onTag={onTag}
          />
        ))}
      </div>
      <div ref={sentinel} className={styles.more}>
        {isFetchNextPageError ? (
          <LoadFailed message={t('list.moreFailed')} onRetry={more} />
        ) : isFetchingNextPage ? (
          <Spin size={20} />
        ) : hasNextPage ? (
          <Button type="text" onClick={more}>
            {t('list.more')}
          </Button>
        ) : helpers.length > 8 ? (
          <span>{t('list.end')}</span>
        ) : null}
      </div>
    </>
  );
}
