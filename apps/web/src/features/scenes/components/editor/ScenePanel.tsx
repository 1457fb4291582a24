import { Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import {
  SCENE_DESCRIPTION_MAX_CHARS,
  SCENE_NAME_MAX_CHARS,
  SCENE_VALUE_TYPES,
  type SceneGraph,
} from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorState } from './context';
import { Field } from './fields/Field';
import { ListEditor } from './fields/ListEditor';
import styles from './Panel.module.css';

type Variable = SceneGraph['variables'][number];

const initialText = (v: Variable) => (v.initial === undefined ? '' : String(v.initial));

/** A variable's first value as its type wants it. */
function initialOf(text: string, type: Variable['type']): Variable['initial'] {
  if (text === '') return undefined;
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** With nothing selected: the scene's name and description, and its conversation variables. */
export function ScenePanel() {
  const { t } = useTranslation('scenes');
  const { store, readOnly, problems } = useEditor();
  const name = useEditorState((s) => s.doc.name);
  const description = useEditorState((s) => s.doc.description);
  const variables = useEditorState((s) => s.doc.graph.variables);
  const problemOf = (i: number) =>
    problems.all.find((p) => !p.nodeId && p.field?.startsWith(`variables.${i}`))?.message;
  const setVariables = (next: Variable[], key: string) =>
    store.getState().change((g) => ({ ...g, variables: next }), `variables:${key}`);

  return (
    <section
      className={styles.panel}
      aria-label={t('editor.scene.title')}
      data-testid="scene-panel"
    >
      <header className={styles.panelHead}>
        <strong>{t('editor.scene.title')}</strong>
      </header>
      <div className={styles.panelBody}>
        <Field
          id="scene-name"
          label={t('editor.scene.name')}
          error={name.trim() ? undefined : t('editor.scene.nameRequired')}
        >
          <Input
            id="scene-name"
            size="small"
            value={name}
            maxLength={SCENE_NAME_MAX_CHARS}
            readOnly={readOnly}
            onChange={(value) => store.getState().changeDoc((d) => ({ ...d, name: value }), 'name')}
          />
        </Field>
        <Field id="scene-description" label={t('editor.scene.description')}>
          <Input.TextArea
            id="scene-description"
            value={description}
            maxLength={SCENE_DESCRIPTION_MAX_CHARS}
            // Fixed rows: an auto-sized text area measures itself by laying out the whole page,
            // canvas and all, on every render.
            rows={3}
            readOnly={readOnly}
            onChange={(value) =>
              store.getState().changeDoc((d) => ({ ...d, description: value }), 'description')
            }
          />
        </Field>
        <Field label={t('editor.scene.variables')} hint={t('editor.scene.variablesHint')}>
          <ListEditor<Variable>
            items={variables}
            onChange={(next) => setVariables(next, 'list')}
            max={50}
            readOnly={readOnly}
            addLabel={t('editor.scene.addVariable')}
            itemLabel={(i) =>
              variables[i]?.name
                ? `conv.${variables[i].name}`
                : t('editor.scene.variableN', { n: i + 1 })
            }
            create={(items) => ({
              name: freshVariable(items),
              type: 'string',
              description: '',
              required: false,
            })}
            render={(variable, index, set) => (
              <>
                <div className={styles.row}>
                  <Input
                    size="small"
                    addBefore="conv."
                    aria-label={t('editor.scene.variableName', { n: index + 1 })}
                    value={variable.name}
                    readOnly={readOnly}
                    status={problemOf(index) ? 'error' : undefined}
                    onChange={(value) => set({ ...variable, name: value })}
                  />
                  <Select
                    size="small"
                    className={styles.typeSelect}
                    aria-label={t('editor.scene.variableType', { n: index + 1 })}
                    value={variable.type}
                    disabled={readOnly}
                    onChange={(type: Variable['type']) =>
                      set({ ...variable, type, initial: initialOf(initialText(variable), type) })
                    }
                    options={SCENE_VALUE_TYPES.map((v) => ({
                      value: v,
                      label: t(`editor.valueTypes.${v}`),
                    }))}
                  />
                </div>
                <Input
                  size="small"
                  aria-label={t('editor.scene.variableInitial', { n: index + 1 })}
                  placeholder={t('editor.scene.initial')}
                  value={initialText(variable)}
                  readOnly={readOnly}
                  onChange={(text) => set({ ...variable, initial: initialOf(text, variable.type) })}
                />
                {problemOf(index) ? <div className={styles.error}>{problemOf(index)}</div> : null}
              </>
            )}
          />
        </Field>
      </div>
    </section>
  );
}

function freshVariable(items: Variable[]): string {
  for (let n = 1; ; n++) if (!items.some((v) => v.name === `var${n}`)) return `var${n}`;
}
