import { Empty, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { SceneNodeRun, SceneNodeRunStatus } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/datetime';
import { useSceneRun } from '../../../api/scenes';
import { useEditor } from '../context';
import styles from './Test.module.css';

export const STATUS_COLORS: Record<SceneNodeRunStatus, string> = {
  running: 'arcoblue',
  done: 'green',
  failed: 'red',
  skipped: 'gray',
  waiting: 'orange',
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** One attempt of a node in a run: state, time, tokens, error, what went in and came out. */
export function NodeRunDetail({ run }: { run: SceneNodeRun }) {
  const { t } = useTranslation('scenes');
  const tokens =
    run.promptTokens !== null || run.completionTokens !== null
      ? t('editor.trace.tokens', {
          prompt: run.promptTokens ?? 0,
          completion: run.completionTokens ?? 0,
        })
      : null;
  return (
    <div className={styles.detail} data-testid="node-run">
      <div className={styles.facts}>
        <Tag size="small" color={STATUS_COLORS[run.status]}>
          {t(`editor.status.${run.status}`)}
        </Tag>
        {run.ms !== null ? <span>{t('editor.trace.ms', { ms: run.ms })}</span> : null}
        {tokens ? <span>{tokens}</span> : null}
        {run.attempt > 1 ? <span>{t('editor.trace.attempt', { n: run.attempt })}</span> : null}
        {run.startedAt ? <span>{formatDateTime(run.startedAt)}</span> : null}
      </div>
      {run.handles.length ? (
        <p className={styles.handles}>
          {t('editor.trace.took', { branches: run.handles.join(', ') })}
        </p>
      ) : null}
      {run.error ? <pre className={`${styles.json} ${styles.jsonError}`}>{run.error}</pre> : null}
      <h4>{t('editor.trace.inputs')}</h4>
      <pre className={styles.json}>{pretty(run.inputs)}</pre>
      <h4>{t('editor.trace.outputs')}</h4>
      <pre className={styles.json}>{pretty(run.outputs)}</pre>
    </div>
  );
}

/** The selected node in the last run (or the run opened from the list). */
export function NodeLastRun({ runId, nodeId }: { runId: string; nodeId: string }) {
  const { t } = useTranslation('scenes');
  const { sceneRef } = useEditor();
  const run = useSceneRun(sceneRef, runId);
  if (run.isPending) return <Spin className={styles.spin} />;
  const attempts = run.data?.nodes.filter((n) => n.nodeId === nodeId) ?? [];
  const last = attempts[attempts.length - 1];
  if (!last) return <Empty description={t('editor.trace.notRun')} />;
  return <NodeRunDetail run={last} />;
}
