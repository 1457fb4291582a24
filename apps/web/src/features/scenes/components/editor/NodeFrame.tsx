import type { CSSProperties } from 'react';
import { useStore, type ReactFlowState } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
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

/**
 * Below this zoom a node's words cannot be read (its 12 px lines are under 5 px): it is drawn
 * compact, its icon, title and exits only, which also draws a large scene far sooner.
 */
export const COMPACT_BELOW = 0.4;
const zoomedOut = (state: ReactFlowState) => state.transform[2] < COMPACT_BELOW;

/** Whether nodes are drawn compact at the canvas's zoom now. */
export const useCompact = () => useStore(zoomedOut);

/** A node's heading: its type's icon, its title and, unless compact, its type's name. */
export function NodeHead({ node, compact = false }: { node: SceneNode; compact?: boolean }) {
  const { t } = useTranslation('scenes');
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
