import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconCustomerService, IconMessage, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/hooks/usePaging';
import { helperKeys } from '../../api/keys';
import { listOrgHelpers } from '../../api/orgHelpers';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { byTotal, useHelperFeed } from '../../hooks/useHelperFeed';
import { cardOfHelper, type HelperCardItem } from '../../logic/cardItem';
import { helperLinks } from '../../logic/links';
import { EditAction } from './EditAction';
import { EmptyState } from './EmptyState';
import { HelperGrid } from './HelperGrid';
import { PageHeader } from '@/components/page/PageHeader';
import { NoMatch } from './NoMatch';
import { SearchBox } from './SearchBox';
import styles from './List.module.css';

/** The card's way into the helper's sales workspace (its page), beside editing it. */
function SaleActions({ helper }: { helper: HelperCardItem }) {
  const { t } = useTranslation('helpers');
  const navigate = useNavigate();
  return (
    <>
      <Button
        size="mini"
        type="text"
        icon={<IconMessage />}
        aria-label={t('actions.openWorkspaceNamed', { name: helper.name })}
        onClick={() => void navigate(helperLinks.page(helper.code))}
      >
        {t('actions.openWorkspace')}
      </Button>
      <EditAction helper={helper} />
    </>
  );
}

const saleActions = (helper: HelperCardItem) => <SaleActions helper={helper} />;

/**
 * `/setting/saleHelper`: the org's sales assistants, which suggest replies to customers; a card
 * opens the helper's workspace (its page at `/setting/s/:code`).
 */
export function SaleListing() {
  const { t } = useTranslation(['helpers', 'nav']);
  const navigate = useNavigate();
  const { orgId, orgName } = useHelperAccess();
  const [keyword, setKeyword] = useState('');
  const q = useDebouncedValue(keyword.trim());
  const feed = useHelperFeed({
    key: helperKeys.orgList(orgId, { scope: 'usable', kind: 'sale', keyword: q }),
    fetchPage: async (offset, limit) =>
      byTotal(
        await listOrgHelpers(orgId, {
          scope: 'usable',
          kind: 'sale',
          keyword: q || undefined,
          offset,
          limit,
        }),
        offset,
        (helper) => cardOfHelper(helper, orgName),
      ),
    enabled: !!orgId,
  });
  const create = (
    <Button
      type="primary"
      icon={<IconPlus />}
      onClick={() => void navigate(helperLinks.create('sale'))}
    >
      {t('actions.createSale')}
    </Button>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('nav:helpers.saleHelper')}
        intro={t('sale.intro', { org: orgName })}
        actions={
          <>
            <SearchBox value={keyword} onChange={setKeyword} />
            {create}
          </>
        }
      />
      <HelperGrid
        feed={feed}
        cardActions={saleActions}
        empty={
          q ? (
            <NoMatch keyword={q} />
          ) : (
            <EmptyState
              icon={IconCustomerService}
              title={t('sale.emptyTitle')}
              text={t('sale.emptyText')}
              action={create}
            />
          )
        }
      />
    </div>
  );
}
