import {
  Alert,
  Drawer,
  Form,
  Message,
  Radio,
  Select,
  Spin,
  type FormInstance,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatModel } from '@miaoyu/contracts/models';
import type { SaleHelperSettings } from '@miaoyu/contracts/sales';
import { LoadFailed } from '@/components/LoadFailed';
import { placeServerError } from '@/lib/form-errors';
import { messageText } from '@/lib/form';
import {
  useReaderSettings,
  useSaveReaderSettings,
  type ReaderHelper,
} from '../../api/readerSettings';
import { useVisionModels } from '../../api/visionModels';
import styles from './reader.module.css';

const FIELDS = ['reader', 'visionModel'];

/** The form's values: no model chosen is `undefined`, so the select shows its placeholder. */
type Values = { reader: SaleHelperSettings['reader']; visionModel?: string | undefined };
const READERS = ['ocr', 'vision'] as const;

interface Props {
  helper: ReaderHelper;
  visible: boolean;
  wide: boolean;
  onClose: () => void;
}

/**
 * How the helper's screenshots are read, for whoever manages it: offline on the server (nothing
 * leaves it) or by one of the org's models that see images.
 */
export function ReaderSettingsDrawer({ helper, visible, wide, onClose }: Props) {
  const { t } = useTranslation('sales');
  const [form] = Form.useForm<Values>();
  const settings = useReaderSettings(helper, visible);
  const models = useVisionModels(visible);
  const save = useSaveReaderSettings(helper);
  const [problem, setProblem] = useState<string>();
  const ready = settings.isSuccess && models.isSuccess;

  const submit = async () => {
    const values = await form.validate();
    setProblem(undefined);
    try {
      const { reader, visionModel = '' } = values;
      await save.mutateAsync({ reader, visionModel: reader === 'vision' ? visionModel : '' });
      Message.success(t('reader.saved'));
      onClose();
    } catch (error) {
      const placed = placeServerError(error, FIELDS);
      form.setFields(
        Object.fromEntries(
          Object.entries(placed.fields).map(([field, message]) => [field, { error: { message } }]),
        ),
      );
      if (placed.message) setProblem(placed.message);
    }
  };

  return (
    <Drawer
      visible={visible}
      title={t('reader.title')}
      width={wide ? 420 : '100%'}
      okText={t('reader.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => setProblem(undefined)}
      unmountOnExit
    >
      {settings.isError || models.isError ? (
        <LoadFailed
          message={t('reader.loadFailed')}
          onRetry={() => void Promise.all([settings.refetch(), models.refetch()])}
        />
      ) : ready ? (
        <ReaderForm form={form} saved={settings.data} models={models.data} />
      ) : (
        <Spin className={styles.state} />
      )}
      {problem ? <Alert type="error" content={problem} /> : null}
    </Drawer>
  );
}

interface FormProps {
  form: FormInstance<Values>;
  saved: SaleHelperSettings;
  models: readonly ChatModel[];
}

function ReaderForm({ form, saved, models }: FormProps) {
  const { t } = useTranslation('sales');
  const reader = Form.useWatch('reader', form) as Values['reader'] | undefined;
  const none = models.length === 0;
  const options = models.map((model) => ({
    value: model.ref,
    label: `${model.model} · ${model.providerName}`,
  }));
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ reader: saved.reader, visionModel: saved.visionModel || undefined }}
    >
      <p className={styles.intro}>{t('reader.intro')}</p>
      <Form.Item label={t('reader.label')} field="reader">
        <Radio.Group direction="vertical" className={styles.readers}>
          {READERS.map((value) => (
            <Radio key={value} value={value} disabled={value === 'vision' && none}>
              <span className={styles.readerName}>{t(`reader.${value}`)}</span>
              <span className={styles.hint}>{t(`reader.${value}Hint`)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t('reader.model')}
        field="visionModel"
        extra={none ? t('reader.noModels') : undefined}
        rules={[
          {
            validator: (value: string | undefined, callback) =>
              callback(
                reader === 'vision' && !value
                  ? messageText('validation.saleVisionModel')
                  : undefined,
              ),
          },
        ]}
      >
        <Select
          aria-label={t('reader.model')}
          placeholder={none ? t('reader.noModelsShort') : t('reader.modelPlaceholder')}
          disabled={none || reader !== 'vision'}
          options={options}
        />
      </Form.Item>
    </Form>
  );
}
