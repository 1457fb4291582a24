import { createContext, useContext, type CSSProperties } from 'react';
import { useStore, type NodeProps, type ReactFlowState } from '@xyflow/react';
import type { TFunction } from 'i18next';
import type { SceneNode, SceneNodeRunStatus } from '@miaoyu/contracts/scenes';
import { NODE_LOOKS } from './nodeLook';
import styles from './Nodes.module.css';

interface FrameData {
  node: SceneNode;
  problems?: string;
  status?: SceneNodeRunStatus;
}

/**
 * What every node's outer box carries: its look's accent, its state as classes (selected, with
 * problems, a test run's status) and the attributes tests and tooltips read.
 */
export function nodeFrameProps(
  base: string | undefined,
  { node, problems, status }: FrameData,
  selected: boolean,
) {
  return {
    className: [
      base,
      selected ? styles.selected : '',
      problems ? styles.problem : '',
      status ? styles[`status_${status}`] : '',
    ].join(' '),
    style: { '--node-accent': `var(--${NODE_LOOKS[node.type].color}-6)` } as CSSProperties,
    title: problems || undefined,
    'data-testid': 'scene-node',
    'data-node-id': node.id,
    'data-node-type': node.type,
    'data-status': status,
    'data-problem': problems ? 'true' : undefined,
  };
}

/** What every node on the canvas draws with, given once by the canvas. */
export interface NodeSetting {
  t: TFunction<'scenes'>;
  /** Zoomed out past reading: nodes are drawn compact. */
  compact: boolean;
}

/**
 * The canvas's words and zoom for its nodes: a translation hook and a canvas subscription in
 * each of hundreds of nodes (each bound to the language, each asked on every change of the
 * canvas, a drag's every mouse move) were a large share of drawing and dragging a scene.
 */
export const NodeSettingContext = createContext<NodeSetting | null>(null);

export function useNodeSetting(): NodeSetting {
  const setting = useContext(NodeSettingContext);
  if (!setting) throw new Error('a canvas node outside the canvas');
  return setting;
}

/**
 * Whether a node's look is unchanged: it is drawn from its data and selection only, so a drag
 * (a new place every mouse move) and the canvas measuring it (its size) do not draw it again.
 */
export const sameLook = (a: NodeProps, b: NodeProps) =>
  a.id === b.id && a.data === b.data && a.selected === b.selected;

/**
 * Below this zoom a node's words cannot be read (its 12 px lines are under 5 px): it is drawn
 * compact, its icon, title and exits only, which also draws a large scene far sooner.
 */
export const COMPACT_BELOW = 0.4;
const zoomedOut = (state: ReactFlowState) => state.transform[2] < COMPACT_BELOW;

/** Whether nodes are drawn compact at the canvas's zoom now (the canvas asks, for all its nodes). */
export const useCompact = () => useStore(zoomedOut);

/** A node's heading: its type's icon, its title and, unless compact, its type's name. */
export function NodeHead({ node, compact = false }: { node: SceneNode; compact?: boolean }) {
  const { t } = useNodeSetting();
  const Icon = NODE_LOOKS[node.type].icon;
  return (
    <div className={styles.head}>
      <span className={styles.icon}>
        <Icon />
      </span>
      <span className={styles.title}>{node.title || node.id}</span>
      {compact ? null : <span className={styles.type}>{t(`editor.types.${node.type}`)}</span>}
    </div>
  );
}
