import { useState } from 'react';
import { Collapse, Form, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Collapse/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { createDatasetSchema, type Dataset } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { formRule, schemaErrors } from '@/lib/form';
import { useCreateDataset } from '../../api/createDataset';
import { datasetBody, NEW_DATASET_VALUES, type DatasetFormValues } from '../../logic/datasetForm';
import { DatasetNameFields, DatasetSettingsFields } from '../DatasetFields';
import shared from '../shared.module.css';

interface Props {
  orgId: string;
  visible: boolean;
  onClose: () => void;
  onCreated: (dataset: Dataset) => void;
}

/** Name a new knowledge base; how it cuts documents waits under "advanced" with its defaults. */
export function CreateDatasetModal({ orgId, visible, onClose, onCreated }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<DatasetFormValues>();
  const create = useCreateDataset(orgId);
  const [error, setError] = useState<string>();
  const body = () => datasetBody(NEW_DATASET_VALUES, form.getFieldsValue());
  const rule = (field: string) => formRule(() => schemaErrors(createDatasetSchema, body()), field);

  const submit = async () => {
    await form.validate();
    setError(undefined);
    try {
      const dataset = await create.mutateAsync(body());
      Message.success(t('form.created', { name: dataset.name }));
      onCreated(dataset);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const onSubmit = () => void submit().catch(() => undefined);

  return (
    <Modal
      title={t('form.createTitle')}
      visible={visible}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={create.isPending}
      onOk={onSubmit}
      onCancel={onClose}
      afterClose={() => setError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={NEW_DATASET_VALUES} onSubmit={onSubmit}>
        <DatasetNameFields rule={rule} />
        <Collapse bordered={false}>
          <Collapse.Item name="advanced" header={t('form.advanced')}>
            <DatasetSettingsFields rule={rule} />
          </Collapse.Item>
        </Collapse>
      </Form>
      {error ? (
        <p className={shared.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
