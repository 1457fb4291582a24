import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { NodeHead, nodeFrameProps, sameLook, useNodeSetting } from './NodeFrame';
import { branchesOf, summaryOf } from './summary';
import type { SceneFlowNode } from './flow';
import styles from './Nodes.module.css';

/**
 * A scene node on the canvas: icon, type and title; a line of what it does; one entry on the
 * left (none on the start); one exit on the right per branch, labelled. Its problems paint it red
 * (their words in its tooltip); a test run colours it by status.
 */
function SceneNodeViewImpl({ data, selected }: NodeProps<SceneFlowNode>) {
  const { t, compact } = useNodeSetting();
  const { node, status } = data;
  const branches = branchesOf(node, t);
  const single = branches.length === 1 && branches[0]!.label === '';
  return (
    <div
      {...nodeFrameProps(
        compact ? `${styles.node} ${styles.compact}` : styles.node,
        data,
        selected,
      )}
    >
      {node.type !== 'start' ? (
        <Handle
          type="target"
          position={Position.Left}
          id="in"
          className={styles.handle}
          aria-label={t('editor.handle.in')}
        />
      ) : null}
      <NodeHead node={node} compact={compact} />
      {compact ? null : <div className={styles.summary}>{summaryOf(node, t)}</div>}
      {status && !compact ? (
        <span className={styles.statusText}>{t(`editor.status.${status}`)}</span>
      ) : null}
      {single ? (
        <Handle
          type="source"
          position={Position.Right}
          id={branches[0]!.id}
          className={styles.handle}
          aria-label={t('editor.handle.out')}
        />
      ) : branches.length ? (
        <ul className={styles.branches}>
          {branches.map((branch) => (
            <li
              key={branch.id}
              className={branch.error ? `${styles.branch} ${styles.branchError}` : styles.branch}
            >
              {compact ? null : <span>{branch.label || branch.id}</span>}
              <Handle
                type="source"
                position={Position.Right}
                id={branch.id}
                className={branch.error ? `${styles.handle} ${styles.handleError}` : styles.handle}
                aria-label={t('editor.handle.branch', { label: branch.label || branch.id })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const SceneNodeView = memo(SceneNodeViewImpl, sameLook);
