import { lazy, Suspense, useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconPlus, IconRobot } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { useDebouncedValue } from '@/hooks/usePaging';
import { helperKeys } from '../../api/keys';
import { listOrgHelpers } from '../../api/orgHelpers';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { byTotal, useHelperFeed } from '../../hooks/useHelperFeed';
import { cardOfHelper } from '../../logic/cardItem';
import { helperLinks } from '../../logic/links';
import { editAction } from './EditAction';
import { EmptyState } from './EmptyState';
import { HelperGrid } from './HelperGrid';
import { PageHeader } from '@/components/page/PageHeader';
import { NoMatch } from './NoMatch';
import { RecentHelpers } from './RecentHelpers';
import { SearchBox } from './SearchBox';
import styles from './List.module.css';

/** The dialog with its templates and Arco's Modal (about 12 KB gzip) loads when first opened. */
const CreateHelperModal = lazy(() =>
  import('./CreateHelperModal').then((m) => ({ default: m.CreateHelperModal })),
);

/** `/setting/personal`: the helpers I made in my current org, and those I used lately. */
export function PersonalListing() {
  const { t } = useTranslation(['helpers', 'nav']);
  const navigate = useNavigate();
  const { orgId, orgName } = useHelperAccess();
  const [keyword, setKeyword] = useState('');
  // `?create=chat|service` opens the create dialog (the workplace's first steps link here).
  const [search, setSearch] = useSearchParams();
  const asked = search.get('create');
  const [creating, setCreating] = useState(false);
  const createOpen = creating || asked !== null;
  const createMounted = useOpenedOnce(createOpen);
  const closeCreate = () => {
    setCreating(false);
    if (asked) setSearch({}, { replace: true });
  };
  const q = useDebouncedValue(keyword.trim());
  const feed = useHelperFeed({
    key: helperKeys.orgList(orgId, { scope: 'mine', keyword: q }),
    fetchPage: async (offset, limit) =>
      byTotal(
        await listOrgHelpers(orgId, { scope: 'mine', keyword: q || undefined, offset, limit }),
        offset,
        (helper) => cardOfHelper(helper, orgName),
      ),
    enabled: !!orgId,
  });
  const create = (
    <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
      {t('actions.create')}
    </Button>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('nav:helpers.personal')}
        intro={t('personal.intro', { org: orgName })}
        actions={
          <>
            <SearchBox value={keyword} onChange={setKeyword} />
            {create}
          </>
        }
      />
      {createMounted && (
        <Suspense fallback={null}>
          <CreateHelperModal
            visible={createOpen}
            kind={asked === 'service' ? 'service' : 'chat'}
            onClose={closeCreate}
          />
        </Suspense>
      )}
      {q ? null : <RecentHelpers />}
      <HelperGrid
        feed={feed}
        cardActions={editAction}
        empty={
          q ? (
            <NoMatch keyword={q} />
          ) : (
            <EmptyState
              icon={IconRobot}
              title={t('personal.emptyTitle')}
              text={t('personal.emptyText')}
              action={
                <div className={styles.actions}>
                  {create}
                  <Button onClick={() => void navigate(helperLinks.square)}>
                    {t('actions.browseSquare')}
                  </Button>
                </div>
              }
            />
          )
        }
      />
    </div>
  );
}
