import { InputNumber, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import {
  SCENE_LOOP_MAX_PASSES,
  valueFits,
  type LoopSettings,
  type SceneCondition,
} from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { Field } from '../fields/Field';
import { ListEditor } from '../fields/ListEditor';
import { SelectorSelect } from '../fields/SelectorSelect';
import { passValuesFor } from '../values';
import { ConditionRow } from './IfElseForm';
import { kit, type FormProps } from './kit';
import styles from '../Panel.module.css';

/**
 * A loop: the list it walks (or the condition it repeats until), its limits, and the value each
 * pass adds to its results. Its end-of-pass settings read the nodes inside it.
 */
export function LoopForm(props: FormProps<'loop'>) {
  const { t } = useTranslation('scenes');
  const { id, error, own, put } = kit(props);
  const s = props.node.settings;
  const inside = passValuesFor(props.graph, props.node.id);
  const until = s.until;
  const setUntil = (next: Partial<LoopSettings['until']>) => put('until')({ ...until, ...next });
  const newCondition = (): SceneCondition => ({
    left: `${props.node.id}.index`,
    op: 'ge',
    right: { kind: 'value', value: 3 },
  });
  return (
    <>
      <p className={styles.hint}>{t('editor.fields.loopHint', { id: props.node.id })}</p>
      <Field id={id('mode')} label={t('editor.fields.loopMode')} error={error('mode')}>
        <Radio.Group
          type="button"
          size="small"
          value={s.mode}
          disabled={props.readOnly}
          onChange={put('mode')}
          options={[
            { value: 'each', label: t('editor.fields.loopEach') },
            { value: 'repeat', label: t('editor.fields.loopRepeat') },
          ]}
        />
      </Field>
      {s.mode === 'each' ? (
        <Field
          id={id('items')}
          label={t('editor.fields.loopItems')}
          error={error('items')}
          hint={t('editor.fields.loopItemsHint')}
        >
          <SelectorSelect
            id={id('items')}
            label={t('editor.fields.loopItems')}
            value={s.items}
            values={props.values.filter((v) => valueFits(v.type, 'array'))}
            readOnly={props.readOnly}
            onChange={(items) => put('items')(items)}
          />
        </Field>
      ) : null}
      <div className={styles.row}>
        <Field id={id('maxPasses')} label={t('editor.fields.loopMax')} error={error('maxPasses')}>
          <InputNumber
            id={id('maxPasses')}
            size="small"
            min={1}
            max={SCENE_LOOP_MAX_PASSES}
            precision={0}
            value={s.maxPasses}
            disabled={props.readOnly}
            onChange={(v) => put('maxPasses')(v ?? 1)}
          />
        </Field>
        {s.mode === 'each' ? (
          <Field
            id={id('parallel')}
            label={t('editor.fields.loopParallel')}
            error={error('parallel')}
          >
            <InputNumber
              id={id('parallel')}
              size="small"
              min={1}
              max={10}
              precision={0}
              value={s.parallel}
              disabled={props.readOnly}
              onChange={(v) => put('parallel')(v ?? 1)}
            />
          </Field>
        ) : null}
      </div>
      <Field
        id={id('collect')}
        label={t('editor.fields.loopCollect')}
        error={error('collect')}
        hint={t('editor.fields.loopCollectHint', { id: props.node.id })}
      >
        <SelectorSelect
          id={id('collect')}
          label={t('editor.fields.loopCollect')}
          value={s.collect}
          values={inside}
          allowClear
          readOnly={props.readOnly}
          onChange={(collect) => put('collect')(collect)}
        />
      </Field>
      {s.mode === 'repeat' ? (
        <Field
          label={t('editor.fields.loopUntil')}
          error={own('until')}
          hint={t('editor.fields.loopUntilHint')}
        >
          <Radio.Group
            size="mini"
            type="button"
            value={until.match}
            disabled={props.readOnly}
            onChange={(match: LoopSettings['until']['match']) => setUntil({ match })}
            options={[
              { value: 'all', label: t('editor.fields.matchAll') },
              { value: 'any', label: t('editor.fields.matchAny') },
            ]}
          />
          <ListEditor<SceneCondition>
            items={until.conditions}
            onChange={(conditions) => setUntil({ conditions })}
            min={0}
            max={20}
            readOnly={props.readOnly}
            addLabel={t('editor.fields.addCondition')}
            itemLabel={(j) => t('editor.fields.conditionN', { n: j + 1 })}
            create={newCondition}
            render={(condition, j, setCondition) => (
              <ConditionRow
                condition={condition}
                set={setCondition}
                values={inside}
                readOnly={props.readOnly}
                error={error(`until.conditions.${j}`)}
                label={`${t('editor.fields.loopUntil')} · ${t('editor.fields.conditionN', { n: j + 1 })}`}
              />
            )}
          />
        </Field>
      ) : null}
    </>
  );
}
