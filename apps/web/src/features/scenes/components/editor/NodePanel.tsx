import { useMemo, type ReactNode } from 'react';
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconClose, IconDelete } from '@arco-design/web-react/icon';
import { nodeOutputs, type SceneNode } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorState } from './context';
import { Field, fieldId } from './fields/Field';
import { TypeForm } from './forms/TypeForm';
import { NO_SELECTION, removeItems, replaceNode } from './graphOps';
import { NODE_LOOKS } from './nodeLook';
import { fieldProblem } from './problems';
import { RunSettings } from './RunSettings';
import { valuesFor } from './values';
import styles from './Panel.module.css';

/** The settings of one node: its title, its type's settings, and how it runs. */
export function NodePanel({ node, actions }: { node: SceneNode; actions?: ReactNode }) {
  const { t } = useTranslation('scenes');
  const { store, readOnly, problems } = useEditor();
  const graph = useEditorState((s) => s.doc.graph);
  const values = useMemo(() => valuesFor(graph, node.id), [graph, node.id]);
  const mine = problems.byNode.get(node.id);
  const Icon = NODE_LOOKS[node.type].icon;

  /** Replaces the node (by what it is in the store now) with `recipe`'s answer. */
  const update = (recipe: (node: SceneNode) => SceneNode, key: string) =>
    store.getState().change((g) => {
      const current = g.nodes.find((n) => n.id === node.id);
      return current ? replaceNode(g, recipe(current)) : g;
    }, `${node.id}:${key}`);
  // Problems of the node as a whole (or of its settings as a whole) head the panel.
  const general = mine?.filter((p) => !p.field || p.field === 'settings') ?? [];
  const outputs = nodeOutputs(node);

  return (
    <section className={styles.panel} aria-label={t('editor.panel.node')} data-testid="node-panel">
      <header className={styles.panelHead}>
        <span
          className={styles.panelIcon}
          style={{ color: `rgb(var(--${NODE_LOOKS[node.type].color}-6))` }}
        >
          <Icon />
        </span>
        <strong>{t(`editor.types.${node.type}`)}</strong>
        <code className={styles.nodeId} title={t('editor.panel.idHint')}>
          {node.id}
        </code>
        <span className={styles.grow} />
        {actions}
        {readOnly ? null : (
          <Button
            size="mini"
            type="text"
            status="danger"
            icon={<IconDelete />}
            aria-label={t('editor.panel.deleteNode')}
            onClick={() => {
              store.getState().change((g) => removeItems(g, { ...NO_SELECTION, nodes: [node.id] }));
              store.getState().select(NO_SELECTION);
            }}
          />
        )}
        <Button
          size="mini"
          type="text"
          icon={<IconClose />}
          aria-label={t('editor.panel.close')}
          onClick={() => store.getState().select(NO_SELECTION)}
        />
      </header>
      <div className={styles.panelBody}>
        <p className={styles.typeHint}>{t(`editor.hints.${node.type}`)}</p>
        {general.length ? (
          <ul className={styles.problems} role="alert">
            {general.map((p) => (
              <li key={p.message}>{p.message}</li>
            ))}
          </ul>
        ) : null}
        <Field
          id={fieldId(node.id, 'title')}
          label={t('editor.panel.title')}
          error={fieldProblem(mine, 'title')}
        >
          <Input
            id={fieldId(node.id, 'title')}
            size="small"
            value={node.title}
            maxLength={60}
            readOnly={readOnly}
            placeholder={node.id}
            onChange={(title) => update((n) => ({ ...n, title }), 'title')}
          />
        </Field>
        <TypeForm
          node={node}
          graph={graph}
          values={values}
          problems={mine}
          readOnly={readOnly}
          set={(settings, field) =>
            update((n) => ({ ...n, settings }) as SceneNode, `settings.${field}`)
          }
        />
        {node.type === 'start' ? null : (
          <RunSettings node={node} problems={mine} readOnly={readOnly} update={update} />
        )}
        {Object.keys(outputs).length ? (
          <div className={styles.outputsBox}>
            <span className={styles.label}>{t('editor.panel.outputs')}</span>
            <ul className={styles.outputs}>
              {Object.entries(outputs).map(([name, type]) => (
                <li key={name}>
                  <code>{`${node.id}.${name}`}</code>
                  <span className={styles.valueType}>{t(`editor.valueTypes.${type}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
