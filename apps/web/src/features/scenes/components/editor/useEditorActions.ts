import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useOnViewportChange, useReactFlow } from '@xyflow/react';
import type { SceneNodeType } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import type { DefaultWords } from './defaults';
import type { EditorStore } from './editorStore';
import { noteIdOf } from './flow';
import { addNode, addNote, createNode, NO_SELECTION, type Point } from './graphOps';
import { applyLayout, NODE_SIZE, planLayout, type LayoutPlan, type Size } from './layout';
import { LayoutAhead } from './layoutAhead';
import { placeFor } from './loops';
import type { Problem } from './problems';

/** How far a new node steps aside from one already at its place. */
const STEP = 32;
/** Room kept around a new node. */
const GAP = 16;

/** The canvas's actions that need its view: adding in view, showing a problem, laying out. */
export function useEditorActions(store: EditorStore, canvasBox: RefObject<HTMLDivElement | null>) {
  const { t } = useTranslation('scenes');
  const flow = useReactFlow();

  const words = useCallback(
    (): DefaultWords => ({
      title: (type) => t(`editor.types.${type}`),
      classLabel: (n) => t('editor.fields.classN', { n }),
      optionLabel: (n) => t('editor.fields.optionN', { n }),
    }),
    [t],
  );

  /** The middle of the visible canvas (top-left of a node placed there), clear of other nodes. */
  const placeInView = useCallback((): Point => {
    const box = canvasBox.current?.getBoundingClientRect();
    const centre = box
      ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
      : { x: 200, y: 200 };
    const at = { x: centre.x - NODE_SIZE.width / 2, y: centre.y - NODE_SIZE.height / 2 };
    const { graph } = store.getState().doc;
    // Measured sizes where the canvas has them: a new node goes below what it would cover.
    const sizes = new Map(flow.getNodes().map((n) => [n.id, n.measured]));
    const boxes = graph.nodes.map((n) => ({ ...n.position, ...NODE_SIZE, ...sizes.get(n.id) }));
    const covers = () =>
      boxes.some(
        (b) =>
          at.x < b.x + (b.width ?? NODE_SIZE.width) + GAP &&
          b.x < at.x + NODE_SIZE.width + GAP &&
          at.y < b.y + (b.height ?? NODE_SIZE.height) + GAP &&
          b.y < at.y + NODE_SIZE.height + GAP,
      );
    for (let tries = 0; covers() && tries < 50; tries++) at.y += STEP;
    return at;
  }, [canvasBox, flow, store]);

  /** Adds a node (or a comment) and selects it, so its settings open. */
  const addItem = useCallback(
    (item: SceneNodeType | 'note', at?: Point) => {
      const state = store.getState();
      const place = at ?? placeInView();
      if (item === 'note') {
        const graph = addNote(state.doc.graph, place, '');
        const note = graph.notes[graph.notes.length - 1]!;
        state.change(() => graph);
        state.select({ ...NO_SELECTION, notes: [note.id] });
        return;
      }
      // Dropped in a loop's box, the node goes into the loop.
      const { parentId, position } = placeFor(state.doc.graph, item, place);
      const node = createNode(state.doc.graph, item, position, words(), parentId);
      state.change((g) => addNode(g, node));
      state.select({ ...NO_SELECTION, nodes: [node.id] });
    },
    [store, placeInView, words],
  );

  /** Selects where a problem is and brings it into view. */
  const focusProblem = useCallback(
    (problem: Problem) => {
      const state = store.getState();
      if (problem.nodeId) {
        state.select({ ...NO_SELECTION, nodes: [problem.nodeId] });
        void flow.fitView({ nodes: [{ id: problem.nodeId }], duration: 300, maxZoom: 1.2 });
      } else if (problem.edgeId) state.select({ ...NO_SELECTION, edges: [problem.edgeId] });
      else state.select(NO_SELECTION);
    },
    [store, flow],
  );

  const measuredSizes = useCallback(() => {
    const sizes = new Map<string, Size>();
    for (const node of flow.getNodes())
      if (!noteIdOf(node.id) && node.measured?.width && node.measured.height)
        sizes.set(node.id, { width: node.measured.width, height: node.measured.height });
    return sizes;
  }, [flow]);

  // A large scene's layout is worked out ahead once the editor has been still for a moment:
  // after a change, and after the view moved (zooming changes how nodes are drawn, so their size).
  const [ahead] = useState(() => new LayoutAhead());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => ahead.prepare(store.getState().doc.graph, measuredSizes()), 150);
    };
    schedule();
    const unsubscribe = store.subscribe((s, before) => {
      if (s.doc.graph !== before.doc.graph) schedule();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [ahead, store, measuredSizes]);
  useEffect(() => () => ahead.dispose(), [ahead]);
  useOnViewportChange({
    onEnd: useCallback(
      () => ahead.prepare(store.getState().doc.graph, measuredSizes()),
      [ahead, store, measuredSizes],
    ),
  });

  /** Lays the nodes out left to right (one undo step), then shows them all. */
  const layout = useCallback(() => {
    const sizes = measuredSizes();
    const graph = store.getState().doc.graph;
    const apply = (plan: LayoutPlan) => {
      // A change made while a plan was on its way is laid out anew rather than undone.
      store.getState().change((g) => applyLayout(g, g === graph ? plan : planLayout(g, sizes)));
      requestAnimationFrame(() => void flow.fitView({ duration: 300, maxZoom: 1 }));
    };
    const planned = ahead.plan(graph, sizes);
    if (planned instanceof Promise) void planned.then(apply);
    else apply(planned);
  }, [store, flow, ahead, measuredSizes]);

  return { addItem, focusProblem, layout };
}
