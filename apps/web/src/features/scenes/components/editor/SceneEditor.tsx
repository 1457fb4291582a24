import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { ReactFlowProvider } from '@xyflow/react';
import type { Scene } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { Canvas } from './Canvas';
import { EditorContext, type EditorContextValue } from './context';
import { ConflictModal, PublishModal } from './Dialogs';
import { EditorHeader } from './EditorHeader';
import { createEditorStore } from './editorStore';
import { readLayout, savePositions, saveViewport, withStoredPositions } from './layoutStorage';
import { Palette } from './Palette';
import { SidePanel } from './SidePanel';
import { TestPanel } from './test/TestPanel';
import { useEditorActions } from './useEditorActions';
import { useLiveProblems, useProblemIndex } from './useLiveProblems';
import { usePublishing } from './usePublishing';
import { docOf, useSaving } from './useSaving';
import { useShortcuts } from './useShortcuts';
import { useTestRun } from './useTestRun';
import { VersionsDrawer } from './VersionsDrawer';
import styles from './Editor.module.css';

interface Props {
  orgId: string;
  scene: Scene;
  /** Reads the scene again: after someone else saved, after a restore. */
  refetch: () => Promise<Scene | undefined>;
}

/** The business-scene editor: palette, canvas, settings, test run, versions. */
export function SceneEditor(props: Props) {
  return (
    <ReactFlowProvider>
      <Workspace {...props} />
    </ReactFlowProvider>
  );
}

function Workspace({ orgId, scene, refetch }: Props) {
  const { t } = useTranslation('scenes');
  const phone = useMediaQuery('(max-width: 767px)');
  const narrow = useMediaQuery('(max-width: 1279px)');
  const sceneRef = useMemo(() => ({ orgId, sceneId: scene.id }), [orgId, scene.id]);
  const [layout] = useState(() => readLayout(scene.id));
  const [store] = useState(() => {
    const doc = docOf(scene);
    return createEditorStore({ ...doc, graph: withStoredPositions(doc.graph, layout) });
  });
  const readOnly = !scene.canEdit || phone;
  const graph = useStore(store, (s) => s.doc.graph);
  const live = useLiveProblems(graph);
  const saving = useSaving({
    sceneRef,
    store,
    initialVersion: scene.draftVersion,
    canEdit: scene.canEdit,
    hasProblems: live.length > 0,
    refetch,
  });
  const problems = useProblemIndex(graph, live, saving.problems);
  const publishing = usePublishing({
    sceneRef,
    store,
    saving,
    refetch,
    initialPublished: scene.publishedVersion,
  });
  const { save, dirty } = saving;
  const ensureSaved = useCallback(async () => !dirty || save(), [dirty, save]);
  const test = useTestRun(sceneRef, { ensureSaved, onInvalid: saving.reportInvalid });
  const canvasBox = useRef<HTMLDivElement>(null);
  const actions = useEditorActions(store, canvasBox);
  const [panel, setPanel] = useState<'versions' | 'publish' | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [testTab, setTestTab] = useState<'chat' | 'runs'>('chat');
  const [openedRun, setOpenedRun] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState(narrow);

  const selected = useStore(store, (s) => s.selection.nodes.length + s.selection.notes.length > 0);
  const onSave = useCallback(() => void save(), [save]);
  useShortcuts({ store, readOnly, onSave });
  useLeaveGuard(dirty);
  // This browser keeps where the nodes are (spec §3 settingNode), written a moment after a move.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.doc.graph.nodes === previous.doc.graph.nodes) return;
      clearTimeout(timer);
      timer = setTimeout(() => savePositions(scene.id, store.getState().doc.graph), 300);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, scene.id]);

  const context = useMemo<EditorContextValue>(
    () => ({ store, sceneRef, readOnly, problems }),
    [store, sceneRef, readOnly, problems],
  );
  const onViewport = useCallback(
    (v: Parameters<typeof saveViewport>[1]) => saveViewport(scene.id, v),
    [scene.id],
  );
  const testPanel = (fullScreen: boolean) => (
    <TestPanel
      test={test}
      tab={testTab}
      onTab={setTestTab}
      openedRun={openedRun}
      onOpenRun={setOpenedRun}
      onStatuses={test.showStatuses}
      readOnly={!scene.canEdit}
      fullScreen={fullScreen}
      onClose={fullScreen ? undefined : () => setTestOpen(false)}
    />
  );

  // Beside the canvas; over its right side while the test chat is open (only for a selection).
  const side = (
    <div className={testOpen ? `${styles.side} ${styles.sideOver}` : styles.side}>
      <SidePanel runId={openedRun ?? test.runId} ensureSaved={ensureSaved} />
    </div>
  );

  if (phone)
    return (
      <EditorContext.Provider value={context}>
        <div className={styles.phone}>
          <h1 className={styles.phoneTitle}>{scene.name}</h1>
          <Alert type="info" content={t('editor.phoneNotice')} />
          {testPanel(true)}
        </div>
      </EditorContext.Provider>
    );

  return (
    <EditorContext.Provider value={context}>
      <div className={styles.editor}>
        <EditorHeader
          saveState={saving.state}
          publishedVersion={publishing.published}
          testing={testOpen}
          onSave={onSave}
          onPublish={() => setPanel('publish')}
          onVersions={() => setPanel('versions')}
          onTest={() => {
            // The canvas keeps its room beside the test chat: the palette folds to icons.
            if (!testOpen) setCollapsed(true);
            setTestOpen(!testOpen);
          }}
          onLayout={actions.layout}
          onFocusProblem={actions.focusProblem}
        />
        {scene.canEdit ? null : <Alert type="info" content={t('editor.readOnly')} />}
        <div className={styles.body}>
          <Palette
            collapsed={collapsed}
            onCollapse={setCollapsed}
            disabled={readOnly}
            onAdd={(item) => actions.addItem(item)}
          />
          <div ref={canvasBox} className={styles.canvasArea}>
            <Canvas
              statuses={test.statuses}
              viewport={layout.viewport}
              onViewport={onViewport}
              onDropItem={actions.addItem}
            />
            {testOpen && selected ? side : null}
          </div>
          {testOpen ? testPanel(false) : side}
        </div>
        <VersionsDrawer
          visible={panel === 'versions'}
          onClose={() => setPanel(null)}
          publishedVersion={publishing.published}
          restoring={publishing.restoring}
          onRestore={async (n) => {
            await publishing.restore(n);
            setPanel(null);
          }}
        />
        <PublishModal
          visible={panel === 'publish'}
          busy={publishing.busy}
          dirty={dirty}
          onClose={() => setPanel(null)}
          onPublish={async (note) => {
            if (await publishing.publish(note)) setPanel(null);
          }}
        />
        <ConflictModal
          theirs={saving.conflict}
          mine={graph}
          onLoadTheirs={saving.loadTheirs}
          onKeepMine={() => void saving.keepMine()}
        />
      </div>
    </EditorContext.Provider>
  );
}
