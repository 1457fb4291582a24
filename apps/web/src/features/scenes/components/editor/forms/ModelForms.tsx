import { Input, InputNumber, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useTranslation } from 'react-i18next';
import { Field } from '../fields/Field';
import { FieldListEditor } from '../fields/FieldListEditor';
import { freshId, ListEditor } from '../fields/ListEditor';
import { DatasetSelect, ModelSelect } from '../fields/Pickers';
import { SelectorSelect } from '../fields/SelectorSelect';
import { TemplateField } from '../fields/TemplateField';
import { kit, type FormProps } from './kit';
import styles from '../Panel.module.css';

export function LlmForm(props: FormProps<'llm'>) {
  const { t } = useTranslation('scenes');
  const { id, error, put } = kit(props);
  const s = props.node.settings;
  return (
    <>
      <Field id={id('model')} label={t('editor.fields.model')} error={error('model')}>
        <ModelSelect
          id={id('model')}
          label={t('editor.fields.model')}
          value={s.model}
          onChange={put('model')}
          readOnly={props.readOnly}
        />
      </Field>
      <TemplateField
        id={id('instruction')}
        label={t('editor.fields.instruction')}
        value={s.instruction}
        onChange={put('instruction')}
        values={props.values}
        error={error('instruction')}
        maxLength={8_000}
        placeholder={t('editor.fields.instructionPlaceholder')}
        readOnly={props.readOnly}
      />
      <TemplateField
        id={id('prompt')}
        label={t('editor.fields.prompt')}
        value={s.prompt}
        onChange={put('prompt')}
        values={props.values}
        error={error('prompt')}
        maxLength={8_000}
        rows={2}
        placeholder={t('editor.fields.promptPlaceholder')}
        readOnly={props.readOnly}
      />
      <div className={styles.row}>
        <Field
          id={id('temperature')}
          label={t('editor.fields.temperature')}
          error={error('temperature')}
        >
          <InputNumber
            id={id('temperature')}
            size="small"
            min={0}
            max={2}
            step={0.1}
            precision={1}
            value={s.temperature}
            placeholder={t('editor.fields.modelDefault')}
            readOnly={props.readOnly}
            onChange={(v) => put('temperature')(typeof v === 'number' ? v : undefined)}
          />
        </Field>
        <Field id={id('history')} label={t('editor.fields.history')} error={error('history')}>
          <InputNumber
            id={id('history')}
            size="small"
            min={0}
            max={20}
            precision={0}
            value={s.history}
            readOnly={props.readOnly}
            onChange={(v) => put('history')(typeof v === 'number' ? v : 0)}
          />
        </Field>
      </div>
      <Field id={id('reply')} label={t('editor.fields.reply')} hint={t('editor.fields.replyHint')}>
        <Switch
          id={id('reply')}
          size="small"
          checked={s.reply}
          disabled={props.readOnly}
          onChange={put('reply')}
        />
      </Field>
    </>
  );
}

export function KnowledgeForm(props: FormProps<'knowledge'>) {
  const { t } = useTranslation('scenes');
  const { id, error, put } = kit(props);
  const s = props.node.settings;
  return (
    <>
      <Field id={id('datasetIds')} label={t('editor.fields.datasets')} error={error('datasetIds')}>
        <DatasetSelect
          id={id('datasetIds')}
          label={t('editor.fields.datasets')}
          value={s.datasetIds}
          onChange={put('datasetIds')}
          readOnly={props.readOnly}
        />
      </Field>
      <Field id={id('query')} label={t('editor.fields.query')} error={error('query')}>
        <SelectorSelect
          id={id('query')}
          label={t('editor.fields.query')}
          value={s.query}
          values={props.values}
          readOnly={props.readOnly}
          onChange={(v) => put('query')(v ?? '')}
        />
      </Field>
      <Field id={id('topK')} label={t('editor.fields.topK')} error={error('topK')}>
        <InputNumber
          id={id('topK')}
          size="small"
          min={1}
          max={20}
          precision={0}
          value={s.topK}
          readOnly={props.readOnly}
          onChange={(v) => put('topK')(typeof v === 'number' ? v : 5)}
        />
      </Field>
    </>
  );
}

/** The model, the question and the instruction: what the classifier and the extractor share. */
function Understanding(props: FormProps<'classifier'> | FormProps<'extractor'>) {
  const { t } = useTranslation('scenes');
  const { id, error } = kit(props as FormProps<'classifier'>);
  const s = props.node.settings;
  const put = (field: 'model' | 'query' | 'instruction') => (value: string) =>
    (props.set as (settings: typeof s, field: string) => void)({ ...s, [field]: value }, field);
  return (
    <>
      <Field id={id('model')} label={t('editor.fields.model')} error={error('model')}>
        <ModelSelect
          id={id('model')}
          label={t('editor.fields.model')}
          value={s.model}
          onChange={put('model')}
          readOnly={props.readOnly}
        />
      </Field>
      <Field id={id('query')} label={t('editor.fields.query')} error={error('query')}>
        <SelectorSelect
          id={id('query')}
          label={t('editor.fields.query')}
          value={s.query}
          values={props.values}
          readOnly={props.readOnly}
          onChange={(v) => put('query')(v ?? '')}
        />
      </Field>
      <TemplateField
        id={id('instruction')}
        label={t('editor.fields.instruction')}
        value={s.instruction}
        onChange={put('instruction')}
        values={props.values}
        error={error('instruction')}
        maxLength={2_000}
        rows={2}
        readOnly={props.readOnly}
      />
    </>
  );
}

export function ClassifierForm(props: FormProps<'classifier'>) {
  const { t } = useTranslation('scenes');
  const { error, put } = kit(props);
  const classes = props.node.settings.classes;
  return (
    <>
      <Understanding {...props} />
      <Field label={t('editor.fields.classes')} error={error('classes')}>
        <ListEditor
          items={classes}
          onChange={put('classes')}
          min={2}
          max={12}
          readOnly={props.readOnly}
          addLabel={t('editor.fields.addClass')}
          itemLabel={(i) => classes[i]?.label || t('editor.fields.classN', { n: i + 1 })}
          create={(items) => {
            const classId = freshId(
              'class_',
              items.map((c) => c.id),
            );
            return { id: classId, label: t('editor.fields.classN', { n: items.length + 1 }) };
          }}
          render={(item, index, set) => (
            <div className={styles.row}>
              <Input
                size="small"
                aria-label={t('editor.fields.classLabel', { n: index + 1 })}
                value={item.label}
                maxLength={100}
                readOnly={props.readOnly}
                status={error(`classes.${index}`) ? 'error' : undefined}
                onChange={(label) => set({ ...item, label })}
              />
              <code className={styles.branchId}>{item.id}</code>
            </div>
          )}
        />
      </Field>
    </>
  );
}

export function ExtractorForm(props: FormProps<'extractor'>) {
  const { t } = useTranslation('scenes');
  const { id, error, own, put } = kit(props);
  return (
    <>
      <Understanding {...props} />
      <Field id={id('fields')} label={t('editor.fields.extractFields')} error={own('fields')}>
        <FieldListEditor
          idPrefix={id('fields')}
          fields={props.node.settings.fields}
          onChange={put('fields')}
          min={1}
          max={20}
          withRequired
          readOnly={props.readOnly}
          errorOf={(i) => error(`fields.${i}`)}
        />
      </Field>
    </>
  );
}
