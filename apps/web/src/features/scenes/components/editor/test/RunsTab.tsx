import { useEffect } from 'react';
import { Button, Empty, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconLeft } from '@arco-design/web-react/icon';
import type { SceneNodeRunStatus, SceneRunStatus } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/datetime';
import { useSceneRun, useSceneRuns } from '../../../api/scenes';
import { useEditor, useEditorState } from '../context';
import { NO_SELECTION } from '../graphOps';
import { STATUS_COLORS } from './NodeRunView';
import styles from './Test.module.css';

const RUN_COLORS: Record<SceneRunStatus, string> = {
  running: 'arcoblue',
  waiting: 'orange',
  done: 'green',
  failed: 'red',
  stopped: 'gray',
};

interface Props {
  opened: string | null;
  onOpen: (runId: string | null) => void;
  /** Lights the opened run's nodes on the canvas. */
  onStatuses: (statuses: Record<string, SceneNodeRunStatus>) => void;
}

/** The scene's recent runs (tests and real ones); one opened shows its trace. */
export function RunsTab({ opened, onOpen, onStatuses }: Props) {
  const { t } = useTranslation('scenes');
  const { sceneRef } = useEditor();
  const runs = useSceneRuns(sceneRef, opened === null);
  if (opened) return <Trace runId={opened} onBack={() => onOpen(null)} onStatuses={onStatuses} />;
  if (runs.isPending) return <Spin className={styles.spin} />;
  const list = runs.data?.list ?? [];
  if (!list.length) return <Empty description={t('editor.trace.noRuns')} />;
  return (
    <ul className={styles.runs} data-testid="scene-runs">
      {list.map((run) => (
        <li key={run.id}>
          <button type="button" className={styles.runRow} onClick={() => onOpen(run.id)}>
            <Tag size="small" color={RUN_COLORS[run.status]}>
              {t(`editor.trace.runStatus.${run.status}`)}
            </Tag>
            <span>{run.version === null ? t('editor.trace.draft') : `v${run.version}`}</span>
            <span className={styles.muted}>{run.channel}</span>
            <span className={styles.muted}>{formatDateTime(run.startedAt)}</span>
          </button>
          {run.error ? <p className={styles.runError}>{run.error}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Trace({
  runId,
  onBack,
  onStatuses,
}: { runId: string; onBack: () => void } & Pick<Props, 'onStatuses'>) {
  const { t } = useTranslation('scenes');
  const { sceneRef, store } = useEditor();
  const titles = useEditorState((s) => s.doc.graph.nodes);
  const titleOf = (id: string) => titles.find((n) => n.id === id)?.title || id;
  const run = useSceneRun(sceneRef, runId);
  const nodes = run.data?.nodes;
  useEffect(() => {
    if (nodes) onStatuses(Object.fromEntries(nodes.map((n) => [n.nodeId, n.status])));
  }, [nodes, onStatuses]);
  return (
    <div className={styles.trace} data-testid="scene-trace">
      <Button size="mini" type="text" icon={<IconLeft />} onClick={onBack}>
        {t('editor.trace.back')}
      </Button>
      {run.isPending ? <Spin className={styles.spin} /> : null}
      {run.data ? (
        <>
          <div className={styles.facts}>
            <Tag size="small" color={RUN_COLORS[run.data.status]}>
              {t(`editor.trace.runStatus.${run.data.status}`)}
            </Tag>
            <span>{formatDateTime(run.data.startedAt)}</span>
          </div>
          {run.data.error ? <p className={styles.runError}>{run.data.error}</p> : null}
          <ol className={styles.runs}>
            {run.data.nodes.map((node, i) => (
              <li key={`${node.nodeId}-${node.attempt}-${i}`}>
                <button
                  type="button"
                  className={styles.runRow}
                  onClick={() => store.getState().select({ ...NO_SELECTION, nodes: [node.nodeId] })}
                >
                  <Tag size="small" color={STATUS_COLORS[node.status]}>
                    {t(`editor.status.${node.status}`)}
                  </Tag>
                  <span>{titleOf(node.nodeId)}</span>
                  <code className={styles.muted}>{node.nodeId}</code>
                  <span className={styles.muted}>
                    {node.ms !== null ? t('editor.trace.ms', { ms: node.ms }) : ''}
                  </span>
                  <span className={styles.muted}>
                    {node.promptTokens !== null || node.completionTokens !== null
                      ? t('editor.trace.tokensShort', {
                          count: (node.promptTokens ?? 0) + (node.completionTokens ?? 0),
                        })
                      : ''}
                  </span>
                </button>
                {node.error ? <p className={styles.runError}>{node.error}</p> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
