import type { SceneNodeRunResult } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { NodeRunDetail } from './NodeRunView';
import styles from './Test.module.css';

/**
 * What a node run alone did, shown as a run's trace shows a node, plus the words it would say
 * and what it would ask. Everything is text: a model's words are never read as HTML.
 */
export function NodeRunResult({ result }: { result: SceneNodeRunResult }) {
  const { t } = useTranslation('scenes');
  return (
    <div className={styles.detail} data-testid="node-run-result">
      <NodeRunDetail
        run={{
          nodeId: result.nodeId,
          type: result.type,
          status: result.status,
          attempt: 1,
          iteration: 0,
          inputs: result.inputs,
          outputs: result.outputs,
          handles: result.handles,
          error: result.error?.message ?? '',
          promptTokens: result.promptTokens || null,
          completionTokens: result.completionTokens || null,
          startedAt: null,
          ms: result.ms,
        }}
      />
      {result.text ? (
        <>
          <h4>{t('editor.nodeRun.said')}</h4>
          <pre className={styles.json} data-testid="node-run-text">
            {result.text}
          </pre>
        </>
      ) : null}
      {result.ask ? (
        <>
          <h4>{t('editor.nodeRun.asks')}</h4>
          <pre className={styles.json}>
            {[
              result.ask.prompt,
              ...result.ask.options.map((o) => `[${o.label}]`),
              ...result.ask.fields.map((f) => `${f.name}: ____`),
            ].join('\n')}
          </pre>
        </>
      ) : null}
    </div>
  );
}
