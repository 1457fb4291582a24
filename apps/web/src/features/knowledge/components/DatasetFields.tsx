import { Form, Input, InputNumber } from '@arco-design/web-react';
import type { RulesProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import {
  CHUNK_OVERLAP_RANGE,
  CHUNK_SIZE_RANGE,
  DATASET_DESCRIPTION_MAX_CHARS,
  DATASET_NAME_MAX_CHARS,
  TOP_K_RANGE,
} from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The rule of a field: the contract's schema checks the whole form, this shows one field. */
  rule: (field: string) => RulesProps;
  disabled?: boolean;
}

/** A knowledge base's name and description. */
export function DatasetNameFields({ rule, disabled }: Props) {
  const { t } = useTranslation('knowledge');
  return (
    <>
      <Form.Item label={t('form.name')} field="name" required rules={[rule('name')]}>
        <Input
          maxLength={DATASET_NAME_MAX_CHARS}
          placeholder={t('form.namePlaceholder')}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item label={t('form.description')} field="description" rules={[rule('description')]}>
        <Input.TextArea
          maxLength={DATASET_DESCRIPTION_MAX_CHARS}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('form.descriptionPlaceholder')}
          disabled={disabled}
        />
      </Form.Item>
    </>
  );
}

/** How the knowledge base cuts documents and how much a question cites. */
export function DatasetSettingsFields({ rule, disabled }: Props) {
  const { t } = useTranslation('knowledge');
  const whole = (
    field: string,
    range: { min: number; max: number },
    label: string,
    hint: string,
  ) => (
    <Form.Item label={label} field={field} extra={hint} rules={[rule(field)]}>
      <InputNumber min={range.min} max={range.max} step={1} precision={0} disabled={disabled} />
    </Form.Item>
  );
  return (
    <>
      {whole('chunkSize', CHUNK_SIZE_RANGE, t('form.chunkSize'), t('form.chunkSizeHint'))}
      {whole(
        'chunkOverlap',
        CHUNK_OVERLAP_RANGE,
        t('form.chunkOverlap'),
        t('form.chunkOverlapHint'),
      )}
      {whole('topK', TOP_K_RANGE, t('form.topK'), t('form.topKHint'))}
      <Form.Item
        label={t('form.minScore')}
        field="minScore"
        extra={t('form.minScoreHint')}
        rules={[rule('minScore')]}
      >
        <InputNumber min={0} max={1} step={0.05} precision={2} disabled={disabled} />
      </Form.Item>
    </>
  );
}
