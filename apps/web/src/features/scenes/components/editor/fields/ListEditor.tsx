import type { ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconArrowUp, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import styles from '../Panel.module.css';

interface Props<T> {
  items: T[];
  onChange: (items: T[]) => void;
  /** One row's controls; `set` replaces the row. */
  render: (item: T, index: number, set: (item: T) => void) => ReactNode;
  create: (items: T[]) => T;
  min?: number;
  max: number;
  /** What the add button says ("添加类别"). */
  addLabel: string;
  /** What a row is called for its buttons' labels ("类别 2"). */
  itemLabel: (index: number) => string;
  readOnly?: boolean;
  /** Rows may be moved up (cases are tried in order). */
  ordered?: boolean;
}

/** A list of settings (classes, cases, fields, headers…): rows with remove, and an add button. */
export function ListEditor<T>(props: Props<T>) {
  const { t } = useTranslation('scenes');
  const { items, onChange, min = 0, max, readOnly } = props;
  const set = (index: number) => (item: T) =>
    onChange(items.map((old, i) => (i === index ? item : old)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const up = (index: number) => {
    const next = [...items];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  };
  return (
    <div className={styles.list}>
      {items.map((item, index) => (
        <div key={index} className={styles.listRow} data-testid="list-row">
          <div className={styles.listBody}>{props.render(item, index, set(index))}</div>
          {readOnly ? null : (
            <div className={styles.listActions}>
              {props.ordered && index > 0 ? (
                <Button
                  size="mini"
                  type="text"
                  icon={<IconArrowUp />}
                  aria-label={t('editor.list.up', { item: props.itemLabel(index) })}
                  onClick={() => up(index)}
                />
              ) : null}
              <Button
                size="mini"
                type="text"
                status="danger"
                icon={<IconDelete />}
                disabled={items.length <= min}
                aria-label={t('editor.list.remove', { item: props.itemLabel(index) })}
                onClick={() => remove(index)}
              />
            </div>
          )}
        </div>
      ))}
      {readOnly ? null : (
        <Button
          size="mini"
          type="dashed"
          long
          icon={<IconPlus />}
          disabled={items.length >= max}
          onClick={() => onChange([...items, props.create(items)])}
        >
          {props.addLabel}
        </Button>
      )}
    </div>
  );
}

/** The first `${prefix}${n}` not used by `ids`: a new branch's id, kept for good. */
export function freshId(prefix: string, ids: readonly string[]): string {
  for (let n = 1; ; n++) if (!ids.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}
