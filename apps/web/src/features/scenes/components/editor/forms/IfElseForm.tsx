import { Input, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import {
  CONDITION_OPERATORS,
  isUnary,
  operatorWants,
  valueFits,
  type IfElseSettings,
  type SceneCondition,
} from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { Field } from '../fields/Field';
import { freshId, ListEditor } from '../fields/ListEditor';
import { SelectorSelect } from '../fields/SelectorSelect';
import { kit, type FormProps } from './kit';
import styles from '../Panel.module.css';

type Case = IfElseSettings['cases'][number];

/** What a comparison is with: a number for the numeric operators once it reads as one, else text. */
export function constantOf(text: string, op: SceneCondition['op']): string | number {
  return operatorWants(op) === 'number' && /^-?\d+(\.\d+)?$/.test(text.trim())
    ? Number(text)
    : text;
}

interface ConditionProps {
  condition: SceneCondition;
  set: (condition: SceneCondition) => void;
  values: FormProps<'ifelse'>['values'];
  readOnly: boolean;
  error?: string;
  label: string;
}

export function ConditionRow({ condition, set, values, readOnly, error, label }: ConditionProps) {
  const { t } = useTranslation('scenes');
  const right = condition.right;
  const wanted = operatorWants(condition.op);
  return (
    <div className={styles.condition}>
      <SelectorSelect
        label={t('editor.fields.conditionLeft', { condition: label })}
        value={condition.left}
        values={values.filter((v) => valueFits(v.type, wanted))}
        readOnly={readOnly}
        onChange={(left) => set({ ...condition, left: left ?? '' })}
      />
      <Select
        size="small"
        aria-label={t('editor.fields.operator', { condition: label })}
        value={condition.op}
        disabled={readOnly}
        onChange={(op: SceneCondition['op']) =>
          set({
            ...condition,
            op,
            right: isUnary(op) ? undefined : (right ?? { kind: 'value', value: '' }),
          })
        }
        options={CONDITION_OPERATORS.map((op) => ({
          value: op,
          label: t(`editor.operators.${op}`),
        }))}
      />
      {isUnary(condition.op) ? null : (
        <div className={styles.row}>
          <Select
            size="small"
            className={styles.kindSelect}
            aria-label={t('editor.fields.rightKind', { condition: label })}
            value={right?.kind ?? 'value'}
            disabled={readOnly}
            onChange={(kind: 'value' | 'ref') =>
              set({ ...condition, right: kind === 'ref' ? { kind, ref: '' } : { kind, value: '' } })
            }
            options={[
              { value: 'value', label: t('editor.fields.constant') },
              { value: 'ref', label: t('editor.fields.reference') },
            ]}
          />
          {right?.kind === 'ref' ? (
            <SelectorSelect
              label={t('editor.fields.conditionRight', { condition: label })}
              value={right.ref}
              values={values}
              readOnly={readOnly}
              onChange={(ref) => set({ ...condition, right: { kind: 'ref', ref: ref ?? '' } })}
            />
          ) : (
            <Input
              size="small"
              aria-label={t('editor.fields.conditionRight', { condition: label })}
              value={right ? String(right.value) : ''}
              readOnly={readOnly}
              status={error ? 'error' : undefined}
              onChange={(text) =>
                set({
                  ...condition,
                  right: { kind: 'value', value: constantOf(text, condition.op) },
                })
              }
            />
          )}
        </div>
      )}
      {error ? <div className={styles.error}>{error}</div> : null}
    </div>
  );
}

/** Cases tried in order, each a branch: conditions joined by all or any; `else` when none holds. */
export function IfElseForm(props: FormProps<'ifelse'>) {
  const { t } = useTranslation('scenes');
  const { error, own, put } = kit(props);
  const cases = props.node.settings.cases;
  const caseLabel = (i: number) =>
    i === 0 ? t('editor.branch.if') : t('editor.branch.elif', { n: i + 1 });
  const newCondition = (): SceneCondition => ({
    left: props.values[0]?.value ?? 'start.question',
    op: 'not_empty',
  });
  return (
    <Field label={t('editor.fields.cases')} error={own('cases')} hint={t('editor.fields.elseHint')}>
      <ListEditor<Case>
        items={cases}
        onChange={put('cases')}
        min={1}
        max={10}
        ordered
        readOnly={props.readOnly}
        addLabel={t('editor.fields.addCase')}
        itemLabel={caseLabel}
        create={(items) => ({
          id: freshId(
            'case_',
            items.map((c) => c.id),
          ),
          match: 'all',
          conditions: [newCondition()],
        })}
        render={(item, index, set) => (
          <div className={styles.caseBox} data-testid="ifelse-case">
            <div className={styles.row}>
              <strong>{caseLabel(index)}</strong>
              <code className={styles.branchId}>{item.id}</code>
              <Radio.Group
                size="mini"
                type="button"
                value={item.match}
                disabled={props.readOnly}
                onChange={(match: Case['match']) => set({ ...item, match })}
                options={[
                  { value: 'all', label: t('editor.fields.matchAll') },
                  { value: 'any', label: t('editor.fields.matchAny') },
                ]}
              />
            </div>
            <ListEditor<SceneCondition>
              items={item.conditions}
              onChange={(conditions) => set({ ...item, conditions })}
              min={1}
              max={20}
              readOnly={props.readOnly}
              addLabel={t('editor.fields.addCondition')}
              itemLabel={(j) => t('editor.fields.conditionN', { n: j + 1 })}
              create={newCondition}
              render={(condition, j, setCondition) => (
                <ConditionRow
                  condition={condition}
                  set={setCondition}
                  values={props.values}
                  readOnly={props.readOnly}
                  error={error(`cases.${index}.conditions.${j}`)}
                  label={`${caseLabel(index)} · ${t('editor.fields.conditionN', { n: j + 1 })}`}
                />
              )}
            />
          </div>
        )}
      />
    </Field>
  );
}
