import { useState } from 'react';
import { Alert, Button, Form, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { IconDelete } from '@arco-design/web-react/icon';
import { updateDatasetSchema, type Dataset } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { formRule, schemaErrors } from '@/lib/form';
import type { DatasetRef } from '../../api/keys';
import { useSearchCapabilities } from '../../api/searchCapabilities';
import { useUpdateDataset } from '../../api/updateDataset';
import { datasetUpdate, datasetValues, type DatasetFormValues } from '../../logic/datasetForm';
import { findModel, modelOfRef, willReindex } from '../../logic/searchSettings';
import { placeServerError } from '@/lib/form-errors';
import { DatasetNameFields, DatasetSettingsFields } from '../DatasetFields';
import { DeleteDatasetModal } from '../list/DeleteDatasetModal';
import { ChunkPreviewPanel } from './ChunkPreviewPanel';
import { SearchFields } from './SearchFields';
import { SynonymsPanel } from './SynonymsPanel';
import styles from './Settings.module.css';

interface Props {
  datasetRef: DatasetRef;
  dataset: Dataset;
  canManage: boolean;
  onDeleted: () => void;
}

const FIELDS = [
  'name',
  'description',
  'chunkSize',
  'chunkOverlap',
  'topK',
  'minScore',
  'embeddingModel',
  'searchMode',
  'queryRewrite',
  'builtinSynonyms',
];

/** "设置": name, description and how documents are cut and cited; read-only for members. */
export function SettingsTab({ datasetRef, dataset, canManage, onDeleted }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<DatasetFormValues>();
  const update = useUpdateDataset(datasetRef);
  const capabilities = useSearchCapabilities(datasetRef.orgId);
  const [modal, confirmHolder] = Modal.useModal();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const initial = datasetValues(dataset);
  const body = () => datasetUpdate(initial, form.getFieldsValue());
  const rule = (field: string) => formRule(() => schemaErrors(updateDatasetSchema, body()), field);

  const send = async (request: ReturnType<typeof body>) => {
    setError(undefined);
    try {
      await update.mutateAsync(request);
      Message.success(t('settings.saved'));
    } catch (failure) {
      const placed = placeServerError(failure, FIELDS);
      for (const [field, message] of Object.entries(placed.fields))
        form.setFields({ [field]: { error: { message } } });
      setError(placed.message);
    }
  };

  // A new embedding model re-indexes every document on the server: ask before that starts.
  const save = async () => {
    await form.validate();
    const request = body();
    if (!willReindex(dataset, request, capabilities.data?.vectorSearch)) return send(request);
    const ref = request.embeddingModel ?? dataset.embeddingModel;
    modal.confirm?.({
      title: t('search.reindexTitle'),
      content: t('search.reindexContent', {
        count: dataset.documentCount,
        model: findModel(ref, capabilities.data)?.model ?? modelOfRef(ref),
      }),
      okText: t('search.reindexOk'),
      okButtonProps: { status: 'warning' },
      onOk: () => send(request),
    });
  };

  return (
    <div className={styles.tab}>
      {canManage ? null : <Alert type="info" content={t('settings.readOnly')} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={!canManage}
        onSubmit={() => void save().catch(() => undefined)}
        className={styles.form}
      >
        <Panel title={t('settings.basics')}>
          <DatasetNameFields rule={rule} disabled={!canManage} />
        </Panel>
        <Panel title={t('settings.chunking')}>
          <Alert type="info" content={t('settings.note')} className={styles.note} />
          <DatasetSettingsFields rule={rule} disabled={!canManage} />
        </Panel>
        <Panel title={t('search.title')}>
          <SearchFields
            form={form}
            capabilities={capabilities}
            saved={dataset.embeddingModel}
            rule={rule}
            disabled={!canManage}
          />
        </Panel>
        {error ? <Alert type="error" content={error} /> : null}
        {canManage ? (
          <div>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('settings.save')}
            </Button>
          </div>
        ) : null}
      </Form>
      <SynonymsPanel datasetRef={datasetRef} canManage={canManage} />
      {canManage ? (
        <ChunkPreviewPanel
          datasetRef={datasetRef}
          settings={() => {
            const { chunkSize, chunkOverlap } = form.getFieldsValue();
            return { chunkSize: chunkSize ?? undefined, chunkOverlap: chunkOverlap ?? undefined };
          }}
        />
      ) : null}
      {canManage ? (
        <Panel title={t('settings.danger')}>
          <p className={styles.dangerHint}>{t('settings.dangerHint')}</p>
          <Button status="danger" icon={<IconDelete />} onClick={() => setDeleting(true)}>
            {t('settings.danger')}
          </Button>
        </Panel>
      ) : null}
      {confirmHolder}
      <DeleteDatasetModal
        orgId={datasetRef.orgId}
        dataset={deleting ? dataset : null}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
