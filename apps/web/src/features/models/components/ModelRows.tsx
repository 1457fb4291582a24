import {
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Select,
  type RulesProps,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { MODEL_KINDS, type ModelKind } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { emptyModelRow } from '../logic/providerForm';
import styles from './Models.module.css';

interface Props {
  /** The contract's check for one field, by its form name. */
  rule: (name: string) => RulesProps;
  /** A problem with the list as a whole (none, or duplicate names). */
  listError?: string;
  /** Each row's kind as the form holds it now. */
  kinds: readonly (ModelKind | undefined)[];
}

/**
 * The provider's models: per row a name and a kind; a chat model also says whether it takes
 * images and its context size, which an embedding model has no use for.
 */
export function ModelRows({ rule, listError, kinds }: Props) {
  const { t } = useTranslation('models');
  return (
    <Form.List field="models">
      {(fields, { add, remove }) => (
        <div className={styles.rows}>
          {fields.map(({ key, field }, index) => (
            <div key={key} className={styles.row} data-testid="model-row">
              <Form.Item
                field={`${field}.id`}
                className={styles.rowId}
                rules={[rule(`${field}.id`)]}
                label={index === 0 ? t('models.form.modelId') : undefined}
              >
                <Input
                  aria-label={t('models.form.modelId')}
                  placeholder={t('models.form.modelIdPlaceholder')}
                />
              </Form.Item>
              <Form.Item
                field={`${field}.kind`}
                className={styles.rowKind}
                label={index === 0 ? t('models.form.kind') : undefined}
              >
                <Select
                  aria-label={t('models.form.kind')}
                  triggerProps={{ autoAlignPopupWidth: false, autoAlignPopupMinWidth: true }}
                  options={MODEL_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`models.form.kinds.${kind}`),
                  }))}
                  renderFormat={(_option, value) =>
                    t(`models.form.kindShort.${value as ModelKind}`)
                  }
                />
              </Form.Item>
              {(kinds[index] ?? 'chat') === 'chat' ? (
                <>
                  <Form.Item
                    field={`${field}.contextSize`}
                    className={styles.rowContext}
                    rules={[rule(`${field}.contextSize`)]}
                    label={index === 0 ? t('models.form.contextSize') : undefined}
                  >
                    <InputNumber
                      aria-label={t('models.form.contextSize')}
                      min={1024}
                      step={1024}
                      precision={0}
                    />
                  </Form.Item>
                  <Form.Item
                    field={`${field}.vision`}
                    triggerPropName="checked"
                    className={styles.rowVision}
                    label={index === 0 ? ' ' : undefined}
                  >
                    <Checkbox>{t('models.form.vision')}</Checkbox>
                  </Form.Item>
                </>
              ) : (
                // Under the context size's heading when it is the first row: the columns stay named.
                <Form.Item
                  className={styles.rowNote}
                  label={index === 0 ? t('models.form.contextSize') : undefined}
                >
                  <span className={styles.hint}>{t('models.form.embeddingNote')}</span>
                </Form.Item>
              )}
              <Form.Item className={styles.rowRemove} label={index === 0 ? ' ' : undefined}>
                <Button
                  icon={<IconDelete />}
                  aria-label={t('models.form.removeModel')}
                  disabled={fields.length <= 1}
                  onClick={() => remove(index)}
                />
              </Form.Item>
            </div>
          ))}
          {listError ? (
            <p role="alert" className={styles.error}>
              {listError}
            </p>
          ) : null}
          <Button type="dashed" long icon={<IconPlus />} onClick={() => add(emptyModelRow())}>
            {t('models.form.addModel')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
