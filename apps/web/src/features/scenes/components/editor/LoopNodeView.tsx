import { memo } from 'react';
import { Handle, NodeResizer, Position, type NodeProps } from '@xyflow/react';
import { useEditor } from './context';
import type { LoopFlowNode } from './flow';
import { LOOP_HEADER, resizeLoop } from './loops';
import { NodeHead, nodeFrameProps, sameLook, useNodeSetting } from './NodeFrame';
import { branchesOf, summaryOf } from './summary';
import styles from './Nodes.module.css';

/**
 * A loop on the canvas: a box holding the nodes that run once per pass, with the loop's own
 * entry on the left and its exits on the right, resizable by its edges when selected.
 */
function LoopNodeViewImpl({ id, data, selected }: NodeProps<LoopFlowNode>) {
  const { t } = useNodeSetting();
  const { store, readOnly } = useEditor();
  const { node, status } = data;
  return (
    <div {...nodeFrameProps(styles.loop, data, selected)}>
      <NodeResizer
        isVisible={selected && !readOnly}
        minWidth={240}
        minHeight={LOOP_HEADER + 80}
        onResizeEnd={(_, box) =>
          store
            .getState()
            .change((g) =>
              resizeLoop(g, id, { width: box.width, height: box.height }, { x: box.x, y: box.y }),
            )
        }
      />
      <Handle
        type="target"
        position={Position.Left}
        id="in"
        className={styles.handle}
        style={{ top: LOOP_HEADER / 2 }}
        aria-label={t('editor.handle.in')}
      />
      <div className={styles.loopHead} style={{ height: LOOP_HEADER }}>
        <NodeHead node={node} />
        <div className={styles.summary}>{summaryOf(node, t)}</div>
      </div>
      {status ? <span className={styles.statusText}>{t(`editor.status.${status}`)}</span> : null}
      {branchesOf(node, t).map((branch, i) => (
        <Handle
          key={branch.id}
          type="source"
          position={Position.Right}
          id={branch.id}
          style={{ top: LOOP_HEADER / 2 + i * 24 }}
          className={branch.error ? `${styles.handle} ${styles.handleError}` : styles.handle}
          aria-label={
            branch.label
              ? t('editor.handle.branch', { label: branch.label })
              : t('editor.handle.out')
          }
        />
      ))}
    </div>
  );
}

export const LoopNodeView = memo(LoopNodeViewImpl, sameLook);
