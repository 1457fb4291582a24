import { Form, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import {
  HELPER_CONTEXT_RANGE,
  HELPER_INSTRUCTION_MAX_CHARS,
  type Helper,
  type HelperKind,
} from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { useChatModels } from '../../api/chatModels';
import { CharCount } from './CharCount';
import { SliderField } from './SliderField';
import type { SectionProps } from './sectionProps';
import { TemperatureField } from './TemperatureField';
import styles from './Editor.module.css';

/** How it answers: the instruction, the model and how it samples and remembers. */
export function ModelSection({
  form,
  rule,
  disabled,
  saved,
}: SectionProps & { saved: Helper | null }) {
  const { t } = useTranslation('helpers');
  const models = useChatModels();
  const instruction = Form.useWatch('instruction', form) as string | undefined;
  const kind = Form.useWatch('kind', form) as HelperKind | undefined;
  const model = (Form.useWatch('model', form) as string | undefined) ?? '';
  const list = models.data?.list ?? [];
  const defaultModel = list.find((m) => m.ref === models.data?.defaultRef);
  // The server's word for the saved model; the org's list for one chosen since.
  const missing =
    model !== '' &&
    (models.data
      ? !list.some((m) => m.ref === model)
      : saved?.model === model && saved.modelStatus === 'missing');

  const options = [
    {
      value: '',
      label: defaultModel
        ? t('editor.model.orgDefault', { model: defaultModel.model })
        : t('editor.model.orgDefaultOffline'),
    },
    ...list.map((m) => ({ value: m.ref, label: `${m.model} · ${m.providerName}` })),
    ...(missing ? [{ value: model, label: t('editor.model.removedOption', { model }) }] : []),
  ];

  return (
    <Panel title={t('editor.sections.model')}>
      <Form.Item
        label={t('editor.fields.instruction')}
        field="instruction"
        rules={[rule('instruction')]}
        extra={<CharCount value={instruction} max={HELPER_INSTRUCTION_MAX_CHARS} />}
      >
        <Input.TextArea
          autoSize={{ minRows: 6, maxRows: 18 }}
          placeholder={t(`editor.instructionPlaceholder.${kind ?? 'chat'}`)}
        />
      </Form.Item>
      <Form.Item
        label={t('editor.fields.model')}
        field="model"
        rules={[rule('model')]}
        extra={
          missing ? (
            <span className={styles.warning} role="alert">
              {t('editor.model.missing')}
            </span>
          ) : models.data && list.length === 0 ? (
            t('editor.model.offline')
          ) : null
        }
      >
        <Select
          options={options}
          loading={models.isLoading}
          aria-label={t('editor.fields.model')}
        />
      </Form.Item>
      <Form.Item
        label={t('editor.fields.temperature')}
        field="temperature"
        rules={[rule('temperature')]}
      >
        <TemperatureField disabled={disabled} />
      </Form.Item>
      <Form.Item
        label={t('editor.fields.contextSize')}
        field="contextSize"
        rules={[rule('contextSize')]}
        extra={t('editor.model.contextHint')}
      >
        <SliderField
          min={HELPER_CONTEXT_RANGE.min}
          max={HELPER_CONTEXT_RANGE.max}
          aria-label={t('editor.fields.contextSize')}
        />
      </Form.Item>
    </Panel>
  );
}
