import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconRobot, IconSwap } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useDefaultHelper } from '../../api/defaultHelper';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { EmptyState } from '../list/EmptyState';
import { PageHeader } from '@/components/page/PageHeader';
import { HelperProfile } from './HelperProfile';
import listStyles from '../list/List.module.css';

// Managers alone pick, with Arco's Select (a tenth of the page's weight): loaded when shown.
const Picker = lazy(() =>
  import('./DefaultHelperPicker').then((m) => ({ default: m.DefaultHelperPicker })),
);
const DefaultHelperPicker = (props: ComponentProps<typeof Picker>) => (
  <Suspense fallback={<Spin />}>
    <Picker {...props} />
  </Suspense>
);

/** `/setting/aiHelper`: the current org's default AI helper, on the same page as any helper's. */
export function DefaultHelper() {
  const { t } = useTranslation(['helpers', 'nav']);
  const { orgId, orgName, canManage } = useHelperAccess();
  const current = useDefaultHelper(orgId);
  const [picking, setPicking] = useState(false);

  if (current.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (current.isError)
    return <LoadFailed message={t('helper.loadFailed')} onRetry={() => void current.refetch()} />;
  const helper = current.data;
  const change =
    canManage && helper && !picking ? (
      <Button icon={<IconSwap />} onClick={() => setPicking(true)}>
        {t('aiHelper.change')}
      </Button>
    ) : null;

  return (
    <div className={listStyles.page}>
      <PageHeader
        title={t('nav:helpers.aiHelper')}
        intro={t('aiHelper.intro', { org: orgName })}
        actions={change}
      />
      {helper ? (
        <>
          {picking ? (
            <DefaultHelperPicker orgId={orgId} current={helper} onClose={() => setPicking(false)} />
          ) : null}
          <HelperProfile helper={helper} />
        </>
      ) : (
        <EmptyState
          icon={IconRobot}
          title={t('aiHelper.noneTitle')}
          text={t(canManage ? 'aiHelper.noneManage' : 'aiHelper.noneMember')}
          action={canManage ? <DefaultHelperPicker orgId={orgId} current={null} /> : null}
        />
      )}
    </div>
  );
}
