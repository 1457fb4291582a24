import { useState } from 'react';
import { Collapse, Form, Message, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Collapse/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { createDatasetSchema, type Dataset } from '@miaoyu/contracts/knowledge';
import { DATASET_TEMPLATES } from '@miaoyu/contracts/templates';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
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
  const locale = useLocale();
  // A template presets how documents are cut; the advanced section shows (and changes) them.
  const [templateId, setTemplateId] = useState<string>('custom');
  const template = DATASET_TEMPLATES.find((tpl) => tpl.id === templateId);
  const initial: DatasetFormValues = { ...NEW_DATASET_VALUES, ...template?.settings };
  const pick = (id: string) => {
    const next = DATASET_TEMPLATES.find((tpl) => tpl.id === id);
    setTemplateId(id);
    // A name the person typed stays; an empty one or another template's takes this one's.
    const name = String(form.getFieldValue('name') ?? '');
    const typed = name && !DATASET_TEMPLATES.some((tpl) => tpl.name[locale] === name);
    form.setFieldsValue({
      ...NEW_DATASET_VALUES,
      ...next?.settings,
      name: typed ? name : (next?.name[locale] ?? ''),
      description: String(form.getFieldValue('description') ?? ''),
    });
  };
  const body = () => datasetBody(initial, form.getFieldsValue());
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
      afterClose={() => {
        setError(undefined);
        setTemplateId('custom');
      }}
      className={shared.modal}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={NEW_DATASET_VALUES} onSubmit={onSubmit}>
        <Form.Item label={t('form.template')}>
          <Radio.Group type="button" value={templateId} onChange={pick}>
            {DATASET_TEMPLATES.map((tpl) => (
              <Radio key={tpl.id} value={tpl.id}>
                {tpl.name[locale]}
              </Radio>
            ))}
            <Radio value="custom">{t('form.templateCustom')}</Radio>
          </Radio.Group>
          <p className={shared.muted} data-testid="dataset-template-hint">
            {template
              ? `${template.description[locale]} ${t('form.templateSettings', {
                  size: template.settings.chunkSize,
                  overlap: template.settings.chunkOverlap,
                })}`
              : t('form.templateCustomText')}
          </p>
        </Form.Item>
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
