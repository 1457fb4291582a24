import { Checkbox, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { SCENE_VALUE_TYPES, type SceneField } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { ListEditor } from './ListEditor';
import styles from '../Panel.module.css';

interface Props {
  /** For the controls' ids. */
  idPrefix: string;
  fields: SceneField[];
  onChange: (fields: SceneField[]) => void;
  min?: number;
  max: number;
  /** Whether the fields may be marked required (an extractor's, a form's). */
  withRequired?: boolean;
  readOnly?: boolean;
  /** Problems by index, for the row's name. */
  errorOf?: (index: number) => string | undefined;
}

/** A list of declared values: name, type, what it is (and whether it is required). */
export function FieldListEditor(props: Props) {
  const { t } = useTranslation('scenes');
  return (
    <ListEditor
      items={props.fields}
      onChange={props.onChange}
      min={props.min}
      max={props.max}
      readOnly={props.readOnly}
      addLabel={t('editor.fields.addField')}
      itemLabel={(i) => props.fields[i]?.name || t('editor.fields.fieldN', { n: i + 1 })}
      create={(items) => ({
        name: freshName(items.map((f) => f.name)),
        type: 'string' as const,
        description: '',
        required: false,
      })}
      render={(field, index, set) => (
        <>
          <div className={styles.row}>
            <Input
              size="small"
              id={`${props.idPrefix}-${index}-name`}
              aria-label={t('editor.fields.fieldName')}
              value={field.name}
              readOnly={props.readOnly}
              status={props.errorOf?.(index) ? 'error' : undefined}
              onChange={(name) => set({ ...field, name })}
            />
            <Select
              size="small"
              className={styles.typeSelect}
              aria-label={t('editor.fields.fieldType')}
              value={field.type}
              disabled={props.readOnly}
              onChange={(type: SceneField['type']) => set({ ...field, type })}
              options={SCENE_VALUE_TYPES.map((v) => ({
                value: v,
                label: t(`editor.valueTypes.${v}`),
              }))}
            />
          </div>
          <Input
            size="small"
            aria-label={t('editor.fields.fieldDescription')}
            placeholder={t('editor.fields.fieldDescription')}
            value={field.description}
            maxLength={200}
            readOnly={props.readOnly}
            onChange={(description) => set({ ...field, description })}
          />
          {props.withRequired ? (
            <Checkbox
              checked={field.required}
              disabled={props.readOnly}
              onChange={(required: boolean) => set({ ...field, required })}
            >
              {t('editor.fields.required')}
            </Checkbox>
          ) : null}
          {props.errorOf?.(index) ? (
            <div className={styles.error}>{props.errorOf(index)}</div>
          ) : null}
        </>
      )}
    />
  );
}

function freshName(names: string[]): string {
  for (let n = 1; ; n++) if (!names.includes(`field${n}`)) return `field${n}`;
}
