import { Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import type { AskSettings } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { Field } from '../fields/Field';
import { FieldListEditor } from '../fields/FieldListEditor';
import { freshId, ListEditor } from '../fields/ListEditor';
import { SceneSelect } from '../fields/Pickers';
import { SelectorSelect } from '../fields/SelectorSelect';
import { TemplateField } from '../fields/TemplateField';
import { templateRef } from '../values';
import { kit, type FormProps } from './kit';
import styles from '../Panel.module.css';

type Option = AskSettings['options'][number];

/** Asks the visitor: buttons (each a branch) or a short form (each field an output). */
export function AskForm(props: FormProps<'ask'>) {
  const { t } = useTranslation('scenes');
  const { id, error, own, put } = kit(props);
  const s = props.node.settings;
  return (
    <>
      <TemplateField
        id={id('prompt')}
        label={t('editor.fields.askPrompt')}
        value={s.prompt}
        onChange={put('prompt')}
        values={props.values}
        error={error('prompt')}
        maxLength={2_000}
        rows={2}
        readOnly={props.readOnly}
      />
      <Field id={id('mode')} label={t('editor.fields.askMode')} error={error('mode')}>
        <Radio.Group
          type="button"
          size="small"
          value={s.mode}
          disabled={props.readOnly}
          onChange={put('mode')}
          options={[
            { value: 'buttons', label: t('editor.fields.askButtons') },
            { value: 'form', label: t('editor.fields.askForm') },
          ]}
        />
      </Field>
      {s.mode === 'buttons' ? (
        <Field label={t('editor.fields.options')} error={error('options')}>
          <ListEditor<Option>
            items={s.options}
            onChange={put('options')}
            max={8}
            readOnly={props.readOnly}
            addLabel={t('editor.fields.addOption')}
            itemLabel={(i) => s.options[i]?.label || t('editor.fields.optionN', { n: i + 1 })}
            create={(items) => ({
              id: freshId(
                'opt_',
                items.map((o) => o.id),
              ),
              label: t('editor.fields.optionN', { n: items.length + 1 }),
            })}
            render={(option, index, set) => (
              <div className={styles.row}>
                <Input
                  size="small"
                  aria-label={t('editor.fields.optionLabel', { n: index + 1 })}
                  value={option.label}
                  maxLength={60}
                  readOnly={props.readOnly}
                  status={error(`options.${index}`) ? 'error' : undefined}
                  onChange={(label) => set({ ...option, label })}
                />
                <code className={styles.branchId}>{option.id}</code>
              </div>
            )}
          />
        </Field>
      ) : (
        <Field label={t('editor.fields.formFields')} error={own('fields')}>
          <FieldListEditor
            idPrefix={id('fields')}
            fields={s.fields}
            onChange={put('fields')}
            max={8}
            withRequired
            readOnly={props.readOnly}
            errorOf={(i) => error(`fields.${i}`)}
          />
        </Field>
      )}
    </>
  );
}

/** A published scene of the team run as one step; its words are this scene's. */
export function SubsceneForm(props: FormProps<'subscene'>) {
  const { t } = useTranslation('scenes');
  const { id, error, put } = kit(props);
  const s = props.node.settings;
  return (
    <>
      <Field id={id('sceneId')} label={t('editor.fields.subscene')} error={error('sceneId')}>
        <SceneSelect
          id={id('sceneId')}
          label={t('editor.fields.subscene')}
          value={s.sceneId}
          onChange={put('sceneId')}
          readOnly={props.readOnly}
        />
      </Field>
      <Field
        id={id('question')}
        label={t('editor.fields.subsceneQuestion')}
        error={error('question')}
        hint={t('editor.fields.subsceneQuestionHint')}
      >
        <SelectorSelect
          id={id('question')}
          label={t('editor.fields.subsceneQuestion')}
          value={s.question}
          values={props.values}
          allowClear
          readOnly={props.readOnly}
          onChange={put('question')}
        />
      </Field>
    </>
  );
}

/** Answer, template and hand-over: one template each. */
export function TextForm(
  props: FormProps<'answer'> | FormProps<'template'> | FormProps<'handover'>,
) {
  const { t } = useTranslation('scenes');
  const node = props.node;
  const field = node.type === 'answer' ? 'text' : node.type === 'template' ? 'template' : 'message';
  const { id, error } = kit(props as FormProps<'answer'>);
  const value = (node.settings as Record<string, string>)[field] ?? '';
  return (
    <TemplateField
      id={id(field)}
      label={t(`editor.fields.text.${node.type}`)}
      value={value}
      onChange={(text) =>
        (props.set as (s: object, f: string) => void)({ ...node.settings, [field]: text }, field)
      }
      values={props.values}
      error={error(field)}
      rows={4}
      maxLength={node.type === 'template' ? 20_000 : node.type === 'answer' ? 8_000 : 1_000}
      placeholder={t(`editor.fields.textPlaceholder.${node.type}`, {
        example: templateRef(node.type === 'answer' ? 'knowledge_1.passages' : 'extractor_1.name'),
      })}
      readOnly={props.readOnly}
    />
  );
}

/** The hand-over: its words, and when what follows it runs. */
export function HandoverForm(props: FormProps<'handover'>) {
  const { t } = useTranslation('scenes');
  return (
    <>
      <TextForm {...props} />
      <p className={styles.hint}>
        {t('editor.fields.handoverHint', { ref: templateRef(`${props.node.id}.handedOver`) })}
      </p>
    </>
  );
}

/** The start: what every scene begins with; its values are listed under the panel. */
export function StartForm(_: FormProps<'start'>) {
  const { t } = useTranslation('scenes');
  return <p className={styles.hint}>{t('editor.fields.startHint')}</p>;
}
