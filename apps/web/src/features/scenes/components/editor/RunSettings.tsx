import { Collapse, Input, InputNumber, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Collapse/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import {
  nodeOutputs,
  type SceneNode,
  type SceneOnError,
  type SceneValueType,
} from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { Field, fieldId } from './fields/Field';
import { fieldProblem, type Problem } from './problems';
import styles from './Panel.module.css';

interface Props {
  node: SceneNode;
  problems: Problem[] | undefined;
  readOnly: boolean;
  update: (recipe: (node: SceneNode) => SceneNode, key: string) => void;
}

/** A default as its output's type wants it: `12` for a number, `true` for a yes/no. */
function typedConstant(text: string, type: SceneValueType): string | number | boolean {
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

const FAIL: SceneOnError = { mode: 'fail', defaults: {}, retries: 0, retryDelayMs: 500 };

/** How a node runs: waiting for all or any branch, its time limit, what it does when it fails. */
export function RunSettings({ node, problems, readOnly, update }: Props) {
  const { t } = useTranslation('scenes');
  const onError = node.onError ?? FAIL;
  const id = (field: string) => fieldId(node.id, field);
  const setError = (patch: Partial<SceneOnError>, key: string) =>
    update((n) => {
      const next = { ...(n.onError ?? FAIL), ...patch };
      const plain = next.mode === 'fail' && next.retries === 0;
      return { ...n, onError: plain ? undefined : next };
    }, `onError.${key}`);
  // The defaults stand in for the node's own outputs (not `error`, which says why it failed).
  const outputs = Object.entries(nodeOutputs({ ...node, onError: undefined } as SceneNode));

  return (
    <Collapse
      bordered={false}
      className={styles.advanced}
      defaultActiveKey={node.onError || node.timeoutMs ? ['run'] : []}
    >
      <Collapse.Item name="run" header={t('editor.run.title')}>
        <Field
          id={id('join')}
          label={t('editor.run.join')}
          hint={t(`editor.run.joinHint.${node.join}`)}
        >
          <Radio.Group
            type="button"
            size="small"
            value={node.join}
            disabled={readOnly}
            onChange={(join: SceneNode['join']) => update((n) => ({ ...n, join }), 'join')}
            options={[
              { value: 'all', label: t('editor.run.joinAll') },
              { value: 'any', label: t('editor.run.joinAny') },
            ]}
          />
        </Field>
        <Field
          id={id('timeoutMs')}
          label={t('editor.run.timeout')}
          error={fieldProblem(problems, 'timeoutMs')}
        >
          <InputNumber
            id={id('timeoutMs')}
            size="small"
            min={100}
            max={300_000}
            precision={0}
            suffix="ms"
            placeholder={t('editor.run.timeoutDefault')}
            value={node.timeoutMs}
            readOnly={readOnly}
            onChange={(v) =>
              update(
                (n) => ({ ...n, timeoutMs: typeof v === 'number' ? v : undefined }),
                'timeoutMs',
              )
            }
          />
        </Field>
        <Field
          id={id('onError.mode')}
          label={t('editor.run.onError')}
          hint={t(`editor.run.onErrorHint.${onError.mode}`)}
          error={fieldProblem(problems, 'onError')}
        >
          <Select
            id={id('onError.mode')}
            size="small"
            value={onError.mode}
            disabled={readOnly}
            onChange={(mode: SceneOnError['mode']) => setError({ mode }, 'mode')}
            options={(['fail', 'default', 'branch'] as const).map((m) => ({
              value: m,
              label: t(`editor.run.mode.${m}`),
            }))}
          />
        </Field>
        <div className={styles.row}>
          <Field id={id('onError.retries')} label={t('editor.run.retries')}>
            <InputNumber
              id={id('onError.retries')}
              size="small"
              min={0}
              max={5}
              precision={0}
              value={onError.retries}
              readOnly={readOnly}
              onChange={(v) => setError({ retries: typeof v === 'number' ? v : 0 }, 'retries')}
            />
          </Field>
          <Field id={id('onError.retryDelayMs')} label={t('editor.run.retryDelay')}>
            <InputNumber
              id={id('onError.retryDelayMs')}
              size="small"
              min={0}
              max={60_000}
              precision={0}
              suffix="ms"
              value={onError.retryDelayMs}
              readOnly={readOnly}
              disabled={onError.retries === 0}
              onChange={(v) =>
                setError({ retryDelayMs: typeof v === 'number' ? v : 500 }, 'retryDelayMs')
              }
            />
          </Field>
        </div>
        {onError.mode === 'default' ? (
          <Field label={t('editor.run.defaults')} hint={t('editor.run.defaultsHint')}>
            {outputs.map(([name, type]) => (
              <div key={name} className={styles.row}>
                <code className={styles.defaultName}>{name}</code>
                <Input
                  size="small"
                  aria-label={t('editor.run.defaultOf', { name })}
                  value={onError.defaults[name] === undefined ? '' : String(onError.defaults[name])}
                  readOnly={readOnly}
                  onChange={(text) => {
                    const defaults = { ...onError.defaults };
                    if (text === '') delete defaults[name];
                    else defaults[name] = typedConstant(text, type);
                    setError({ defaults }, `defaults.${name}`);
                  }}
                />
              </div>
            ))}
          </Field>
        ) : null}
      </Collapse.Item>
    </Collapse>
  );
}
