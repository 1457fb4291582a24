import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import { CONVERSATION_SCOPE } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import type { ValueOption } from '../values';
import styles from '../Panel.module.css';

interface Props {
  id?: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  values: ValueOption[];
  /** May be left empty (a sub-scene's question). */
  allowClear?: boolean;
  label: string;
  readOnly?: boolean;
  size?: 'mini' | 'small' | 'default';
}

/**
 * Picks a value by selector: an output of a node that runs before this one (grouped by node), or
 * a conversation variable. A selector no longer offered (its node is gone) stays shown as it is.
 */
export function SelectorSelect({
  id,
  value,
  onChange,
  values,
  allowClear,
  label,
  readOnly,
  size,
}: Props) {
  const { t } = useTranslation('scenes');
  const groups = new Map<string, ValueOption[]>();
  for (const option of values)
    groups.set(option.node, [...(groups.get(option.node) ?? []), option]);
  const known = values.some((v) => v.value === value);
  return (
    <Select
      id={id}
      size={size ?? 'small'}
      value={value || undefined}
      placeholder={t('editor.fields.pickValue')}
      allowClear={allowClear}
      showSearch
      disabled={readOnly}
      aria-label={label}
      onChange={(v: string | undefined) => onChange(v || undefined)}
      className={styles.selector}
    >
      {value && !known ? (
        <Select.Option value={value}>
          <code>{value}</code>
        </Select.Option>
      ) : null}
      {[...groups].map(([node, options]) => (
        <Select.OptGroup
          key={node}
          label={
            node === CONVERSATION_SCOPE
              ? t('editor.fields.conversation')
              : `${options[0]!.title || node} (${node})`
          }
        >
          {options.map((o) => (
            <Select.Option key={o.value} value={o.value}>
              <code>{o.value}</code>
              <span className={styles.valueType}>{t(`editor.valueTypes.${o.type}`)}</span>
            </Select.Option>
          ))}
        </Select.OptGroup>
      ))}
    </Select>
  );
}
