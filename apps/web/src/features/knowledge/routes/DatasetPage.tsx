import { useMemo } from 'react';
import { Empty, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { statusOf } from '@/lib/api-error';
import { useDataset } from '../api/dataset';
import { DatasetHeader } from '../components/DatasetHeader';
import { DocumentsTab } from '../components/documents/DocumentsTab';
import { RetrievalTab } from '../components/retrieval/RetrievalTab';
import { SettingsTab } from '../components/settings/SettingsTab';
import styles from '../components/Dataset.module.css';
import { useKnowledgeAccess } from '../hooks/useKnowledgeAccess';
import { useSearchParam } from '../hooks/useSearchParam';

const TABS = ['documents', 'retrieval', 'settings'] as const;

/** `/knowledge/:datasetId`: a knowledge base's documents, a retrieval test and its settings. */
export function DatasetPage() {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const { datasetId = '' } = useParams();
  const { orgId, canManage } = useKnowledgeAccess();
  const datasetRef = useMemo(() => ({ orgId, datasetId }), [orgId, datasetId]);
  const dataset = useDataset(datasetRef);
  // In the URL, so a reload or a shared link opens the same tab.
  const [tab, setTab] = useSearchParam('tab', 'documents', TABS);

  if (dataset.isPending) return <Spin className={styles.spin} />;
  if (!dataset.data) {
    if (statusOf(dataset.error) === 404)
      return (
        <Empty
          description={
            <>
              {t('detail.gone')} <Link to="/knowledge">{t('detail.back')}</Link>
            </>
          }
        />
      );
    return <LoadFailed message={t('detail.loadFailed')} onRetry={() => void dataset.refetch()} />;
  }

  return (
    <div className={styles.page}>
      <DatasetHeader dataset={dataset.data} />
      <Tabs activeTab={tab} onChange={(key) => setTab(key as typeof tab)} className={styles.tabs}>
        <Tabs.TabPane key="documents" title={t('detail.tabs.documents')}>
          <DocumentsTab datasetRef={datasetRef} canManage={canManage} />
        </Tabs.TabPane>
        <Tabs.TabPane key="retrieval" title={t('detail.tabs.retrieval')}>
          <RetrievalTab
            datasetRef={datasetRef}
            topK={dataset.data.topK}
            searchMode={dataset.data.searchMode}
          />
        </Tabs.TabPane>
        <Tabs.TabPane key="settings" title={t('detail.tabs.settings')}>
          <SettingsTab
            datasetRef={datasetRef}
            dataset={dataset.data}
            canManage={canManage}
            onDeleted={() => navigate('/knowledge')}
          />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
