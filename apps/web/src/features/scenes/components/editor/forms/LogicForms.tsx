import { Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import {
  SCENE_VALUE_TYPES,
  valueFits,
  type AssignSettings,
  type SceneValueType,
} from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { Field } from '../fields/Field';
import { ListEditor } from '../fields/ListEditor';
import { SelectorSelect } from '../fields/SelectorSelect';
import { kit, type FormProps } from './kit';
import styles from '../Panel.module.css';

const typeOptions = (t: (key: `editor.valueTypes.${SceneValueType}`) => string) =>
  SCENE_VALUE_TYPES.map((v) => ({ value: v, label: t(`editor.valueTypes.${v}`) }));

/** The first of several values whose node ran: joins branches back into one value. */
export function AggregateForm(props: FormProps<'aggregate'>) {
  const { t } = useTranslation('scenes');
  const { id, error, put } = kit(props);
  const s = props.node.settings;
  const fitting = props.values.filter((v) => valueFits(v.type, s.type));
  return (
    <>
      <Field id={id('type')} label={t('editor.fields.valueType')} error={error('type')}>
        <Select
          id={id('type')}
          size="small"
          value={s.type}
          disabled={props.readOnly}
          onChange={put('type')}
          options={typeOptions(t)}
        />
      </Field>
      <Field
        label={t('editor.fields.sources')}
        error={error('inputs')}
        hint={t('editor.fields.sourcesHint')}
      >
        <ListEditor<string>
          items={s.inputs}
          onChange={put('inputs')}
          min={1}
          max={20}
          ordered
          readOnly={props.readOnly}
          addLabel={t('editor.fields.addSource')}
          itemLabel={(i) => t('editor.fields.sourceN', { n: i + 1 })}
          create={() => fitting[0]?.value ?? ''}
          render={(input, index, set) => (
            <SelectorSelect
              label={t('editor.fields.sourceN', { n: index + 1 })}
              value={input}
              values={fitting}
              readOnly={props.readOnly}
              onChange={(v) => set(v ?? '')}
            />
          )}
        />
      </Field>
    </>
  );
}

type Assignment = AssignSettings['assignments'][number];
type From = Assignment['from'];

/** Conversation variables set from a value, a template or another node's output. */
export function AssignForm(props: FormProps<'assign'>) {
  const { t } = useTranslation('scenes');
  const { error, own, put } = kit(props);
  const variables = props.graph.variables;
  const items = props.node.settings.assignments;
  const fromOf = (kind: From['kind']): From =>
    kind === 'ref'
      ? { kind, ref: '' }
      : kind === 'template'
        ? { kind, template: '' }
        : { kind, value: '' };
  return (
    <Field
      label={t('editor.fields.assignments')}
      error={own('assignments')}
      hint={variables.length ? undefined : t('editor.fields.noVariables')}
    >
      <ListEditor<Assignment>
        items={items}
        onChange={put('assignments')}
        min={1}
        max={20}
        readOnly={props.readOnly}
        addLabel={t('editor.fields.addAssignment')}
        itemLabel={(i) =>
          items[i]?.variable
            ? `conv.${items[i].variable}`
            : t('editor.fields.assignmentN', { n: i + 1 })
        }
        create={() => ({
          variable: variables[0]?.name ?? '',
          from: { kind: 'template', template: '' },
        })}
        render={(item, index, set) => (
          <>
            <div className={styles.row}>
              <Select
                size="small"
                aria-label={t('editor.fields.variable')}
                value={item.variable || undefined}
                placeholder={t('editor.fields.variable')}
                disabled={props.readOnly}
                status={error(`assignments.${index}.variable`) ? 'error' : undefined}
                onChange={(variable: string) => set({ ...item, variable })}
                options={variables.map((v) => ({ value: v.name, label: `conv.${v.name}` }))}
              />
              <Select
                size="small"
                className={styles.kindSelect}
                aria-label={t('editor.fields.fromKind')}
                value={item.from.kind}
                disabled={props.readOnly}
                onChange={(kind: From['kind']) => set({ ...item, from: fromOf(kind) })}
                options={(['template', 'ref', 'value'] as const).map((k) => ({
                  value: k,
                  label: t(`editor.fields.from.${k}`),
                }))}
              />
            </div>
            {item.from.kind === 'ref' ? (
              <SelectorSelect
                label={t('editor.fields.from.ref')}
                value={item.from.ref}
                values={props.values}
                readOnly={props.readOnly}
                onChange={(ref) => set({ ...item, from: { kind: 'ref', ref: ref ?? '' } })}
              />
            ) : (
              <Input
                size="small"
                aria-label={t(`editor.fields.from.${item.from.kind}`)}
                value={item.from.kind === 'template' ? item.from.template : String(item.from.value)}
                readOnly={props.readOnly}
                onChange={(text) =>
                  set({
                    ...item,
                    from:
                      item.from.kind === 'template'
                        ? { kind: 'template', template: text }
                        : { kind: 'value', value: text },
                  })
                }
              />
            )}
            {error(`assignments.${index}`) ? (
              <div className={styles.error}>{error(`assignments.${index}`)}</div>
            ) : null}
          </>
        )}
      />
    </Field>
  );
}
