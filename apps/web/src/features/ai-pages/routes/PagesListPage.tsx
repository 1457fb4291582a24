import { useState } from 'react';
import { Button, Input, Pagination, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { IconFile, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { EmptyState } from '@/components/page/EmptyState';
import { PageHeader } from '@/components/page/PageHeader';
import { useSessionStore } from '@/lib/session';
import { usePageList } from '../api/pages';
import { PAGE_LIST_SIZE, type PageScope } from '../api/requests';
import { PageCard } from '../components/PageCard';
import { newPagePath } from '../logic/paths';
import styles from '../components/AiPages.module.css';

/** `/ai-pages`: the pages I wrote and the team's, searched by title. */
export function PagesListPage() {
  const { t } = useTranslation(['aiPages', 'nav']);
  const navigate = useNavigate();
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  const [scope, setScope] = useState<PageScope>('mine');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const pages = usePageList(orgId, scope, keyword, page);
  const list = pages.data?.list ?? [];
  const create = (
    <Button type="primary" icon={<IconPlus />} onClick={() => void navigate(newPagePath())}>
      {t('list.create')}
    </Button>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={t('nav:aiPages.menu')} intro={t('list.intro')} actions={create} />
      <div className={styles.toolbar}>
        <Tabs
          activeTab={scope}
          onChange={(key) => {
            setScope(key as PageScope);
            setPage(1);
          }}
        >
          <Tabs.TabPane key="mine" title={t('list.mine')} />
          <Tabs.TabPane key="team" title={t('list.team')} />
        </Tabs>
        <Input.Search
          allowClear
          className={styles.search}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </div>
      {pages.isPending ? (
        <Spin className={styles.spin} />
      ) : pages.isError ? (
        <LoadFailed message={t('list.loadFailed')} onRetry={() => void pages.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={IconFile}
          title={keyword ? t('list.noMatch') : t('list.empty')}
          text={keyword ? t('list.noMatchText') : [t('list.emptyText'), t('list.emptyHow')]}
          action={keyword ? undefined : create}
        />
      ) : (
        <>
          <div className={styles.grid}>
            {list.map((item) => (
              <PageCard key={item.id} page={item} showOwner={scope === 'team'} />
            ))}
          </div>
          {(pages.data?.total ?? 0) > PAGE_LIST_SIZE ? (
            <Pagination
              className={styles.pager}
              current={page}
              pageSize={PAGE_LIST_SIZE}
              total={pages.data?.total ?? 0}
              onChange={setPage}
              simple
            />
          ) : null}
        </>
      )}
    </div>
  );
}
