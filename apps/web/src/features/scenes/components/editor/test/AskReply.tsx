import { useState } from 'react';
import { Button, Input, InputNumber, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import type { SceneAskEvent } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import type { Reply } from '../useTestRun';
import styles from './Test.module.css';

interface Props {
  ask: SceneAskEvent;
  disabled: boolean;
  onReply: (value: Reply, shown: string) => void;
}

type Values = Record<string, string | number | boolean>;

/** What the scene asked: a button per choice, or a short form. */
export function AskReply({ ask, disabled, onReply }: Props) {
  if (ask.mode === 'buttons')
    return (
      <div className={styles.askButtons} data-testid="scene-ask">
        {ask.options.map((option) => (
          <Button
            key={option.id}
            size="small"
            disabled={disabled}
            onClick={() => onReply(option.id, option.label)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    );
  return <AskForm ask={ask} disabled={disabled} onReply={onReply} />;
}

function AskForm({ ask, disabled, onReply }: Props) {
  const { t } = useTranslation('scenes');
  const [values, setValues] = useState<Values>({});
  const [missing, setMissing] = useState<string[]>([]);
  const set = (name: string, value: string | number | boolean | undefined) =>
    setValues((all) => {
      const next = { ...all };
      if (value === undefined || value === '') delete next[name];
      else next[name] = value;
      return next;
    });
  const submit = () => {
    const empty = ask.fields.filter((f) => f.required && values[f.name] === undefined);
    setMissing(empty.map((f) => f.name));
    if (empty.length) return;
    const shown = ask.fields
      .filter((f) => values[f.name] !== undefined)
      .map((f) => `${f.description || f.name}: ${String(values[f.name])}`)
      .join('\n');
    onReply(values, shown || t('editor.test.emptyForm'));
  };
  return (
    <form
      className={styles.askForm}
      data-testid="scene-ask-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {ask.fields.map((field) => {
        const label = field.description || field.name;
        const id = `ask-${ask.nodeId}-${field.name}`;
        return (
          <div key={field.name} className={styles.askField}>
            <label htmlFor={id}>
              {label}
              {field.required ? <span className={styles.required}>*</span> : null}
            </label>
            {field.type === 'number' ? (
              <InputNumber
                id={id}
                size="small"
                disabled={disabled}
                value={values[field.name] as number | undefined}
                onChange={(v) => set(field.name, typeof v === 'number' ? v : undefined)}
              />
            ) : field.type === 'boolean' ? (
              <Switch
                id={id}
                size="small"
                disabled={disabled}
                checked={values[field.name] === true}
                onChange={(v: boolean) => set(field.name, v)}
              />
            ) : (
              <Input
                id={id}
                size="small"
                disabled={disabled}
                maxLength={500}
                value={(values[field.name] as string | undefined) ?? ''}
                onChange={(v) => set(field.name, v)}
              />
            )}
            {missing.includes(field.name) ? (
              <span className={styles.fieldError}>{t('editor.test.required')}</span>
            ) : null}
          </div>
        );
      })}
      <Button size="small" type="primary" htmlType="submit" disabled={disabled}>
        {t('editor.test.submit')}
      </Button>
    </form>
  );
}
