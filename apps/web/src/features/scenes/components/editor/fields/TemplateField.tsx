import { useRef } from 'react';
import { Button, Dropdown, Input, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import type { RefTextAreaType } from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';
import { templateRef, type ValueOption } from '../values';
import { Field } from './Field';
import styles from '../Panel.module.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The values the template may read: offered to insert as `{{ node.output }}`. */
  values: ValueOption[];
  error?: string;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  hint?: string;
  readOnly?: boolean;
}

/** A Liquid template's text, with the values it may read one click away. */
export function TemplateField(props: Props) {
  const { t } = useTranslation('scenes');
  const area = useRef<RefTextAreaType>(null);
  const insert = (selector: string) => {
    const text = templateRef(selector);
    const dom = area.current?.dom;
    const at = dom?.selectionStart ?? props.value.length;
    const end = dom?.selectionEnd ?? at;
    props.onChange(props.value.slice(0, at) + text + props.value.slice(end));
    requestAnimationFrame(() => {
      dom?.focus();
      dom?.setSelectionRange(at + text.length, at + text.length);
    });
  };
  const menu = (
    <Menu onClickMenuItem={insert} className={styles.valueMenu}>
      {props.values.map((v) => (
        <Menu.Item key={v.value}>
          <code>{v.value}</code>
          <span className={styles.valueType}>{t(`editor.valueTypes.${v.type}`)}</span>
        </Menu.Item>
      ))}
    </Menu>
  );
  const extra =
    props.values.length && !props.readOnly ? (
      <Dropdown droplist={menu} trigger="click" position="br">
        <Button
          size="mini"
          type="text"
          aria-label={t('editor.fields.insertValueOf', { field: props.label })}
        >
          {t('editor.fields.insertValue')}
        </Button>
      </Dropdown>
    ) : null;
  return (
    <Field
      id={props.id}
      label={props.label}
      error={props.error}
      extra={extra}
      hint={
        props.hint ?? t('editor.fields.templateHint', { example: templateRef('start.question') })
      }
    >
      <Input.TextArea
        ref={area}
        id={props.id}
        value={props.value}
        placeholder={props.placeholder}
        autoSize={{ minRows: props.rows ?? 3, maxRows: 12 }}
        maxLength={props.maxLength}
        readOnly={props.readOnly}
        onChange={props.onChange}
      />
    </Field>
  );
}
