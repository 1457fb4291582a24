import { useState } from 'react';
import { Alert, Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import type { Dataset } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { useDatasets } from '../api/datasets';
import { CreateDatasetModal } from '../components/list/CreateDatasetModal';
import { DatasetCard } from '../components/list/DatasetCard';
import { DeleteDatasetModal } from '../components/list/DeleteDatasetModal';
import { EmptyDatasets } from '../components/list/EmptyDatasets';
import { UsageBar } from '../components/list/UsageBar';
import { PageHeader } from '@/components/page/PageHeader';
import styles from '../components/list/List.module.css';
import { useKnowledgeAccess } from '../hooks/useKnowledgeAccess';

/** `/knowledge`: the current organisation's knowledge bases and the storage they use. */
export function KnowledgePage() {
  const { t } = useTranslation(['knowledge', 'nav']);
  const navigate = useNavigate();
  const { orgId, canManage } = useKnowledgeAccess();
  const datasets = useDatasets(orgId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Dataset | null>(null);
  const list = datasets.data ?? [];

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('nav:knowledge.menu')}
        intro={t('list.intro')}
        actions={
          canManage && list.length > 0 ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
              {t('list.create')}
            </Button>
          ) : null
        }
      />
      <UsageBar orgId={orgId} />
      {!canManage ? <Alert type="info" content={t('list.readOnly')} /> : null}
      {datasets.isPending ? (
        <Spin className={styles.spin} />
      ) : datasets.isError ? (
        <LoadFailed message={t('list.loadFailed')} onRetry={() => void datasets.refetch()} />
      ) : list.length === 0 ? (
        <EmptyDatasets canManage={canManage} onCreate={() => setCreating(true)} />
      ) : (
        <div className={styles.grid}>
          {list.map((dataset) => (
            <DatasetCard
              key={dataset.id}
              dataset={dataset}
              canManage={canManage}
              onDelete={() => setDeleting(dataset)}
            />
          ))}
        </div>
      )}
      <CreateDatasetModal
        orgId={orgId}
        visible={creating}
        onClose={() => setCreating(false)}
        onCreated={(dataset) => {
          setCreating(false);
          navigate(`/knowledge/${dataset.id}`);
        }}
      />
      <DeleteDatasetModal orgId={orgId} dataset={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
