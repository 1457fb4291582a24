import { useStore } from 'zustand';
import { EditorContext } from '../context';
import type { EditorStore } from '../editorStore';
import { SidePanel } from '../SidePanel';
import { useLiveProblems, useProblemIndex } from '../useLiveProblems';

/** The side panel as the editor shows it: over a store, with the live problems. */
export function PanelHarness({ store }: { store: EditorStore }) {
  const graph = useStore(store, (s) => s.doc.graph);
  const live = useLiveProblems(graph);
  const problems = useProblemIndex(graph, live, []);
  return (
    <EditorContext.Provider
      value={{ store, sceneRef: { orgId: '1', sceneId: '7' }, readOnly: false, problems }}
    >
      <SidePanel runId={null} />
    </EditorContext.Provider>
  );
}
