import { useState } from 'react';
import { Button, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorState } from './context';
import { NodePanel } from './NodePanel';
import { ScenePanel } from './ScenePanel';
import { NodeRunAction } from './test/NodeRunAlone';
import { NodeLastRun } from './test/NodeRunView';
import styles from './Panel.module.css';

/** Several things selected: how many, and what can be done with them. */
function SelectionPanel({ count }: { count: number }) {
  const { t } = useTranslation('scenes');
  const { store, readOnly } = useEditor();
  return (
    <section className={styles.panel} aria-label={t('editor.panel.selection')}>
      <div className={styles.panelBody}>
        <p>{t('editor.panel.selected', { count })}</p>
        <p className={styles.hint}>{t('editor.panel.selectionHint')}</p>
        {readOnly ? null : (
          <Button size="small" status="danger" onClick={() => store.getState().removeSelected()}>
            {t('editor.panel.deleteSelected')}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * The right-hand panel: the selected node's settings (and, after a run, what it did), the scene's
 * own settings when nothing is selected.
 */
export function SidePanel({
  runId,
  ensureSaved,
}: {
  runId: string | null;
  /** Saves unsaved changes before a node runs alone (it runs the saved draft). */
  ensureSaved?: () => Promise<boolean>;
}) {
  const { t } = useTranslation('scenes');
  const { readOnly } = useEditor();
  const [tab, setTab] = useState<'settings' | 'run'>('settings');
  const node = useEditorState((s) =>
    s.selection.nodes.length === 1 && !s.selection.notes.length
      ? s.doc.graph.nodes.find((n) => n.id === s.selection.nodes[0])
      : undefined,
  );
  const count = useEditorState((s) => s.selection.nodes.length + s.selection.notes.length);
  if (!node) return count > 1 ? <SelectionPanel count={count} /> : <ScenePanel />;
  // The start node only passes the question on: there is nothing of its own to run.
  const actions =
    readOnly || node.type === 'start' ? null : (
      <NodeRunAction node={node} runId={runId} ensureSaved={ensureSaved} />
    );
  if (!runId) return <NodePanel key={node.id} node={node} actions={actions} />;
  return (
    <Tabs
      activeTab={tab}
      onChange={(key) => setTab(key as 'settings' | 'run')}
      className={styles.sideTabs}
      size="small"
    >
      <Tabs.TabPane key="settings" title={t('editor.panel.settings')}>
        <NodePanel key={node.id} node={node} actions={actions} />
      </Tabs.TabPane>
      <Tabs.TabPane key="run" title={t('editor.panel.lastRun')}>
        <div className={styles.panelBody}>
          <NodeLastRun runId={runId} nodeId={node.id} />
        </div>
      </Tabs.TabPane>
    </Tabs>
  );
}
