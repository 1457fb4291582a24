import { memo, type CSSProperties } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { NODE_LOOKS } from './nodeLook';
import { branchesOf, summaryOf } from './summary';
import type { SceneFlowNode } from './flow';
import styles from './Nodes.module.css';

/**
 * A scene node on the canvas: icon, type and title; a line of what it does; one entry on the
 * left (none on the start); one exit on the right per branch, labelled. Its problems paint it red
 * (their words in its tooltip); a test run colours it by status.
 */
function SceneNodeViewImpl({ data, selected }: NodeProps<SceneFlowNode>) {
  const { t } = useTranslation('scenes');
  const { node, problems, status } = data;
  const look = NODE_LOOKS[node.type];
  const Icon = look.icon;
  const branches = branchesOf(node, t);
  const single = branches.length === 1 && branches[0]!.label === '';
  const classes = [
    styles.node,
    selected ? styles.selected : '',
    problems ? styles.problem : '',
    status ? styles[`status_${status}`] : '',
  ].join(' ');
  return (
    <div
      className={classes}
      style={{ '--node-accent': `var(--${look.color}-6)` } as CSSProperties}
      title={problems || undefined}
      data-testid="scene-node"
      data-node-id={node.id}
      data-node-type={node.type}
      data-status={status}
      data-problem={problems ? 'true' : undefined}
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
      <div className={styles.head}>
        <span className={styles.icon}>
          <Icon />
        </span>
        <span className={styles.title}>{node.title || node.id}</span>
        <span className={styles.type}>{t(`editor.types.${node.type}`)}</span>
      </div>
      <div className={styles.summary}>{summaryOf(node, t)}</div>
      {status ? <span className={styles.statusText}>{t(`editor.status.${status}`)}</span> : null}
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
              <span>{branch.label || branch.id}</span>
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

export const SceneNodeView = memo(SceneNodeViewImpl);
