import { Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { HTTP_METHODS, type CodeSettings, type HttpSettings } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { Field } from '../fields/Field';
import { FieldListEditor } from '../fields/FieldListEditor';
import { ListEditor } from '../fields/ListEditor';
import { SelectorSelect } from '../fields/SelectorSelect';
import { TemplateField } from '../fields/TemplateField';
import { kit, type FormProps } from './kit';
import styles from '../Panel.module.css';

type CodeInput = CodeSettings['inputs'][number];

/** JavaScript run sandboxed: `main(input)` gets the named values and returns the outputs. */
export function CodeForm(props: FormProps<'code'>) {
  const { t } = useTranslation('scenes');
  const { id, error, own, put } = kit(props);
  const s = props.node.settings;
  return (
    <>
      <Field label={t('editor.fields.inputs')} error={error('inputs')}>
        <ListEditor<CodeInput>
          items={s.inputs}
          onChange={put('inputs')}
          max={20}
          readOnly={props.readOnly}
          addLabel={t('editor.fields.addInput')}
          itemLabel={(i) => s.inputs[i]?.name || t('editor.fields.inputN', { n: i + 1 })}
          create={(items) => ({
            name: `arg${items.length + 1}`,
            from: props.values[0]?.value ?? '',
          })}
          render={(input, index, set) => (
            <div className={styles.row}>
              <Input
                size="small"
                className={styles.nameInput}
                aria-label={t('editor.fields.inputName', { n: index + 1 })}
                value={input.name}
                readOnly={props.readOnly}
                status={error(`inputs.${index}.name`) ? 'error' : undefined}
                onChange={(name) => set({ ...input, name })}
              />
              <SelectorSelect
                label={t('editor.fields.inputFrom', { n: index + 1 })}
                value={input.from}
                values={props.values}
                readOnly={props.readOnly}
                onChange={(from) => set({ ...input, from: from ?? '' })}
              />
            </div>
          )}
        />
      </Field>
      <Field
        id={id('code')}
        label={t('editor.fields.code')}
        error={error('code')}
        hint={t('editor.fields.codeHint')}
      >
        <Input.TextArea
          id={id('code')}
          className={styles.code}
          value={s.code}
          spellCheck={false}
          autoSize={{ minRows: 8, maxRows: 24 }}
          readOnly={props.readOnly}
          onChange={put('code')}
          onKeyDown={(event) => {
            // Tab indents in a code editor; it does not leave it.
            if (event.key !== 'Tab' || event.shiftKey || props.readOnly) return;
            event.preventDefault();
            const area = event.currentTarget as HTMLTextAreaElement;
            const at = area.selectionStart;
            put('code')(`${s.code.slice(0, at)}  ${s.code.slice(area.selectionEnd)}`);
            requestAnimationFrame(() => area.setSelectionRange(at + 2, at + 2));
          }}
        />
      </Field>
      <Field label={t('editor.fields.outputs')} error={own('outputs')}>
        <FieldListEditor
          idPrefix={id('outputs')}
          fields={s.outputs}
          onChange={put('outputs')}
          max={20}
          readOnly={props.readOnly}
          errorOf={(i) => error(`outputs.${i}`)}
        />
      </Field>
      <Field id={id('timeoutMs')} label={t('editor.fields.codeTimeout')} error={error('timeoutMs')}>
        <InputNumber
          id={id('timeoutMs')}
          size="small"
          min={10}
          max={10_000}
          precision={0}
          suffix="ms"
          value={s.timeoutMs}
          readOnly={props.readOnly}
          onChange={(v) => put('timeoutMs')(typeof v === 'number' ? v : 1_000)}
        />
      </Field>
    </>
  );
}

type Header = HttpSettings['headers'][number];

/** A request to another system; `{{ secret.NAME }}` sends one of the team's secrets. */
export function HttpForm(props: FormProps<'http'>) {
  const { t } = useTranslation('scenes');
  const { id, error, put } = kit(props);
  const s = props.node.settings;
  return (
    <>
      <Field
        id={id('url')}
        label={t('editor.fields.url')}
        error={error('url')}
        hint={t('editor.fields.urlHint', { example: '{{ secret.API_KEY }}' })}
      >
        <div className={styles.row}>
          <Select
            size="small"
            className={styles.methodSelect}
            aria-label={t('editor.fields.method')}
            value={s.method}
            disabled={props.readOnly}
            onChange={put('method')}
            options={HTTP_METHODS.map((m) => ({ value: m, label: m }))}
          />
          <Input
            size="small"
            id={id('url')}
            value={s.url}
            placeholder="https://api.example.com/price?sku={{ extractor_1.sku }}"
            readOnly={props.readOnly}
            status={error('url') ? 'error' : undefined}
            onChange={put('url')}
          />
        </div>
      </Field>
      <Field label={t('editor.fields.headers')} error={error('headers')}>
        <ListEditor<Header>
          items={s.headers}
          onChange={put('headers')}
          max={20}
          readOnly={props.readOnly}
          addLabel={t('editor.fields.addHeader')}
          itemLabel={(i) => s.headers[i]?.name || t('editor.fields.headerN', { n: i + 1 })}
          create={() => ({ name: '', value: '' })}
          render={(header, index, set) => (
            <div className={styles.row}>
              <Input
                size="small"
                className={styles.nameInput}
                aria-label={t('editor.fields.headerName', { n: index + 1 })}
                placeholder="Authorization"
                value={header.name}
                readOnly={props.readOnly}
                status={error(`headers.${index}.name`) ? 'error' : undefined}
                onChange={(name) => set({ ...header, name })}
              />
              <Input
                size="small"
                aria-label={t('editor.fields.headerValue', { n: index + 1 })}
                placeholder="Bearer {{ secret.API_KEY }}"
                value={header.value}
                readOnly={props.readOnly}
                onChange={(value) => set({ ...header, value })}
              />
            </div>
          )}
        />
      </Field>
      {s.method === 'GET' ? null : (
        <TemplateField
          id={id('body')}
          label={t('editor.fields.body')}
          value={s.body}
          onChange={put('body')}
          values={props.values}
          error={error('body')}
          maxLength={100_000}
          readOnly={props.readOnly}
        />
      )}
      <Field id={id('timeoutMs')} label={t('editor.fields.httpTimeout')} error={error('timeoutMs')}>
        <InputNumber
          id={id('timeoutMs')}
          size="small"
          min={100}
          max={30_000}
          precision={0}
          suffix="ms"
          value={s.timeoutMs}
          readOnly={props.readOnly}
          onChange={(v) => put('timeoutMs')(typeof v === 'number' ? v : 10_000)}
        />
      </Field>
    </>
  );
}
