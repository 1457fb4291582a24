import { lazy, Suspense } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconStar } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { helperKeys } from '../../api/keys';
import { listSubscriptions } from '../../api/subscriptions';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { useHelperFeed } from '../../hooks/useHelperFeed';
import { cardOfPublic, type HelperCardItem } from '../../logic/cardItem';
import { helperLinks } from '../../logic/links';
import { EmptyState } from './EmptyState';
import { HelperGrid } from './HelperGrid';
import { PageHeader } from '@/components/page/PageHeader';
import styles from './List.module.css';

// Only managers get it, and its confirmation popover brings a focus lock: loaded when shown.
const UnsubscribeAction = lazy(() =>
  import('./UnsubscribeAction').then((m) => ({ default: m.UnsubscribeAction })),
);

/** `/setting/orgSubsribe`: other teams' helpers my org subscribed to, for every member to use. */
export function SubscribedListing() {
  const { t } = useTranslation(['helpers', 'nav']);
  const navigate = useNavigate();
  const { orgId, orgName, canManage } = useHelperAccess();
  const feed = useHelperFeed({
    key: helperKeys.subscriptions(orgId),
    fetchPage: async (offset, limit) => {
      const page = await listSubscriptions(orgId, offset, limit);
      return { list: page.list.map(cardOfPublic), hasMore: page.hasMore };
    },
    enabled: !!orgId,
  });
  const browse = (
    <Button type="primary" onClick={() => void navigate(helperLinks.square)}>
      {t('actions.browseSquare')}
    </Button>
  );
  const unsubscribe = canManage
    ? (helper: HelperCardItem) => (
        <Suspense fallback={null}>
          <UnsubscribeAction helper={helper} orgId={orgId} />
        </Suspense>
      )
    : undefined;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('nav:helpers.orgSubscribe')}
        intro={t('subscribed.intro', { org: orgName })}
        actions={browse}
      />
      {canManage ? null : <Alert type="info" content={t('subscribed.membersOnly')} />}
      <HelperGrid
        feed={feed}
        cardActions={unsubscribe}
        empty={
          <EmptyState
            icon={IconStar}
            title={t('subscribed.emptyTitle')}
            text={t(canManage ? 'subscribed.emptyText' : 'subscribed.emptyTextMember')}
            action={browse}
          />
        }
      />
    </div>
  );
}
