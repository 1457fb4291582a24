import { useCallback, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Connection,
  type EdgeChange,
  type IsValidConnection,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { SCENE_NODE_TYPES, type SceneNodeType } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@/lib/theme';
import { isValidConnection } from './connection';
import { useEditor, useEditorState } from './context';
import { connect, moveItems, type Selection } from './graphOps';
import { movesOf, noteIdOf, type Decorations, type FlowNode } from './flow';
import { DRAG_TYPE, NODE_LOOKS, NOTE_DRAG } from './nodeLook';
import { LoopNodeView } from './LoopNodeView';
import { NodeSettingContext, useCompact, type NodeSetting } from './NodeFrame';
import { loopAt, OUTSIDE_ONLY, reparent } from './loops';
import { NoteNodeView } from './NoteNodeView';
import { MAX_ZOOM, MIN_ZOOM, openingViewport } from './openingViewport';
import { SceneNodeView } from './SceneNodeView';
import { nodeLabel } from './summary';
import { useFlowEdges, useFlowNodes } from './useFlowNodes';
import styles from './Editor.module.css';

const nodeTypes = { scene: SceneNodeView, loop: LoopNodeView, note: NoteNodeView };
// The canvas's options as constants: a new object (or function) each render would be stored anew
// on every mouse move of a drag, and each redraws every edge or minimap node that reads it.
const FIT_VIEW_OPTIONS = { maxZoom: 1 };
const DEFAULT_EDGE_OPTIONS = { type: 'smoothstep' };
const PRO_OPTIONS = { hideAttribution: true };
const MINIMAP_STYLE = { width: 160, height: 110 };
const minimapColor = (node: FlowNode) =>
  node.type === 'note'
    ? 'rgb(var(--gold-3))'
    : `rgb(var(--${NODE_LOOKS[node.data.node.type].color}-5))`;

interface Props {
  statuses: Decorations['statuses'];
  /** Where the canvas opened, as this browser left it; none to fit the scene in view. */
  viewport: Viewport | undefined;
  onViewport: (viewport: Viewport) => void;
  /** A palette item dropped on the canvas at a point of the graph. */
  onDropItem: (item: SceneNodeType | 'note', at: { x: number; y: number }) => void;
}

/** Toggles ids in a selection by what the canvas reports. */
function toggled(ids: string[], changes: { id: string; selected: boolean }[]): string[] {
  const set = new Set(ids);
  for (const c of changes)
    if (c.selected) set.add(c.id);
    else set.delete(c.id);
  return [...set];
}

/** The scene's canvas: nodes and comments from the editor's graph, edges drawn by the rules. */
export function Canvas({ statuses, viewport, onViewport, onDropItem }: Props) {
  const { t } = useTranslation('scenes');
  const { store, readOnly, problems } = useEditor();
  const graph = useEditorState((s) => s.doc.graph);
  const selection = useEditorState((s) => s.selection);
  const theme = useThemeStore((s) => s.theme);
  const flow = useReactFlow();
  const compact = useCompact();
  const nodeSetting = useMemo<NodeSetting>(() => ({ t, compact }), [t, compact]);

  const deco = useMemo<Decorations>(
    () => ({ problems, statuses, readOnly }),
    [problems, statuses, readOnly],
  );
  const label = useCallback((node: Parameters<typeof nodeLabel>[0]) => nodeLabel(node, t), [t]);
  const select = useCallback(
    (changes: { id: string; selected: boolean }[]) => {
      const current = store.getState().selection;
      const notes = changes.flatMap((c) => {
        const id = noteIdOf(c.id);
        return id ? [{ id, selected: c.selected }] : [];
      });
      const nodes = changes.filter((c) => noteIdOf(c.id) === null);
      const next: Selection = {
        nodes: toggled(current.nodes, nodes),
        notes: toggled(current.notes, notes),
        edges: current.edges,
      };
      store.getState().select(next);
    },
    [store],
  );
  const stepped = useCallback(
    (moved: { id: string; position: { x: number; y: number } }[]) => {
      const { nodes, notes } = movesOf(moved);
      store.getState().change((g) => moveItems(g, nodes, notes), 'keyboard-move');
    },
    [store],
  );
  const { nodes, onNodesChange, setDragging } = useFlowNodes(
    { graph, deco, selection, label },
    select,
    stepped,
  );
  const edges = useFlowEdges({ graph, deco, selection });
  // The first view, fixed once the canvas has its size: the one this browser kept, or the whole
  // scene worked out from its positions (no drawing it once to measure it, then again).
  const box = useRef<HTMLDivElement>(null);
  const [opening, setOpening] = useState<{ viewport: Viewport | undefined } | null>(null);
  useLayoutEffect(() => {
    if (opening || !box.current) return;
    const { clientWidth: width, clientHeight: height } = box.current;
    setOpening({ viewport: viewport ?? openingViewport(graph, { width, height }) });
  }, [opening, viewport, graph]);

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      const selects = changes.flatMap((c) => (c.type === 'select' ? [c] : []));
      if (!selects.length) return;
      const current = store.getState().selection;
      store.getState().select({ ...current, edges: toggled(current.edges, selects) });
    },
    [store],
  );
  const validConnection = useCallback<IsValidConnection>(
    (c) => isValidConnection(store.getState().doc.graph, c),
    [store],
  );
  const onConnect = useCallback(
    (c: Connection) => {
      const graph = store.getState().doc.graph;
      if (!isValidConnection(graph, c)) return;
      store
        .getState()
        .change((g) =>
          connect(g, { source: c.source, sourceHandle: c.sourceHandle ?? 'out', target: c.target }),
        );
    },
    [store],
  );
  const onDragStop = useCallback(
    (_: unknown, __: FlowNode, dragged: FlowNode[]) => {
      const { nodes, notes } = movesOf(dragged);
      // A node let go over a loop's box goes into it; one dragged out of its box leaves it.
      const homes = dragged.flatMap((n) => {
        if (n.type !== 'scene' || OUTSIDE_ONLY.has(n.data.node.type)) return [];
        const at = flow.getInternalNode(n.id)?.internals.positionAbsolute ?? n.position;
        const centre = { x: at.x + (n.measured?.width ?? 0) / 2, y: at.y + 20 };
        const loop = loopAt(store.getState().doc.graph, centre)?.id;
        return loop === n.parentId ? [] : [{ id: n.id, loop }];
      });
      store
        .getState()
        .change((g) =>
          homes.reduce(
            (next, home) => reparent(next, home.id, home.loop),
            moveItems(g, nodes, notes),
          ),
        );
      setDragging(new Set());
    },
    [store, setDragging, flow],
  );

  const onDragStart = useCallback(
    (_: unknown, __: FlowNode, dragged: FlowNode[]) =>
      setDragging(new Set(dragged.map((n) => n.id))),
    [setDragging],
  );
  const onPaneClick = useCallback(
    () => store.getState().select({ nodes: [], edges: [], notes: [] }),
    [store],
  );
  const onMoveEnd = useCallback((_: unknown, v: Viewport) => onViewport(v), [onViewport]);

  const onDrop = (event: DragEvent) => {
    const item = event.dataTransfer.getData(DRAG_TYPE);
    if (readOnly || !(item === NOTE_DRAG || (SCENE_NODE_TYPES as string[]).includes(item))) return;
    event.preventDefault();
    const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    onDropItem(item as SceneNodeType | 'note', at);
  };

  return (
    <div
      ref={box}
      className={styles.canvas}
      onDragOver={(event) => {
        if (!readOnly && event.dataTransfer.types.includes(DRAG_TYPE)) {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }
      }}
      onDrop={onDrop}
    >
      {opening ? (
        <NodeSettingContext.Provider value={nodeSetting}>
          <ReactFlow<FlowNode>
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            isValidConnection={validConnection}
            onNodeDragStart={onDragStart}
            onNodeDragStop={onDragStop}
            onPaneClick={onPaneClick}
            onMoveEnd={onMoveEnd}
            // A large scene opens at a small zoom with much of it outside the canvas: only what
            // is in view is drawn, and a drag or a layout redraws only that.
            onlyRenderVisibleElements
            defaultViewport={opening.viewport}
            fitView={!opening.viewport}
            fitViewOptions={FIT_VIEW_OPTIONS}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            deleteKeyCode={null}
            nodesDraggable={!readOnly}
            nodesConnectable={!readOnly}
            colorMode={theme}
            defaultEdgeOptions={DEFAULT_EDGE_OPTIONS}
            proOptions={PRO_OPTIONS}
            aria-label={t('editor.canvas')}
          >
            <Background gap={16} />
            <Controls aria-label={t('editor.controls')} />
            <MiniMap<FlowNode>
              style={MINIMAP_STYLE}
              pannable
              zoomable
              ariaLabel={t('editor.minimap')}
              nodeColor={minimapColor}
            />
          </ReactFlow>
        </NodeSettingContext.Provider>
      ) : null}
    </div>
  );
}
