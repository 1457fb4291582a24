import { useMemo, useState } from 'react';
import { Alert, Button, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { IconPlayCircle } from '@arco-design/web-react/icon';
import type { SceneNode } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useRunNode } from '../../../api/nodeRun';
import { useSceneRun } from '../../../api/scenes';
import { useEditor, useEditorState } from '../context';
import { inputsOf, nodeRunFields, prefilled } from './nodeRunValues';
import { NodeRunResult } from './NodeRunResult';
import styles from './Test.module.css';

interface Props {
  node: SceneNode;
  /** The last test run, whose values fill the form first. */
  runId: string | null;
  /** Saves unsaved changes first (the server runs the saved draft); false when it could not. */
  ensureSaved?: () => Promise<boolean>;
}

/** The values a node reads, to edit, and the node run alone with them. */
export function NodeRunForm({ node, runId, ensureSaved }: Props) {
  const { t } = useTranslation('scenes');
  const { sceneRef } = useEditor();
  const graph = useEditorState((s) => s.doc.graph);
  const fields = useMemo(() => nodeRunFields(graph, node), [graph, node]);
  const lastRun = useSceneRun(sceneRef, runId);
  // Until the editor types, the form follows the last run (its trace may still be loading).
  const [edited, setEdited] = useState<Record<string, string> | null>(null);
  const texts = edited ?? prefilled(fields, lastRun.data);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRunNode(sceneRef);

  const submit = async () => {
    const parsed = inputsOf(fields, texts);
    if ('invalid' in parsed)
      return setProblem(t('editor.nodeRun.badJson', { name: parsed.invalid }));
    if (ensureSaved && !(await ensureSaved())) return setProblem(t('editor.nodeRun.unsaved'));
    setProblem(null);
    run.mutate({ nodeId: node.id, inputs: parsed.inputs });
  };

  return (
    <div className={styles.detail} data-testid="node-run-form">
      <p className={styles.muted}>
        {fields.length ? t('editor.nodeRun.hint') : t('editor.nodeRun.noInputs')}
      </p>
      {fields.map(({ selector, type }) => (
        <label key={selector} className={styles.askField}>
          <span>
            <code>{selector}</code> {t(`editor.valueTypes.${type}`)}
          </span>
          <Input.TextArea
            aria-label={selector}
            value={texts[selector] ?? ''}
            autoSize={{ minRows: 1, maxRows: 6 }}
            placeholder={type === 'string' || type === 'any' ? '' : t('editor.nodeRun.json')}
            onChange={(value) => setEdited({ ...texts, [selector]: value })}
          />
        </label>
      ))}
      <Button type="primary" loading={run.isPending} onClick={() => void submit()}>
        {t('editor.nodeRun.run')}
      </Button>
      {problem ? <Alert type="warning" content={problem} /> : null}
      {run.isError ? <Alert type="error" content={errorMessage(run.error)} /> : null}
      {run.data && !run.isPending ? <NodeRunResult result={run.data} /> : null}
    </div>
  );
}

/** The side panel's "run this node" action: the form in a dialog. */
export function NodeRunAction(props: Props) {
  const { t } = useTranslation('scenes');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="mini"
        type="text"
        icon={<IconPlayCircle />}
        aria-label={t('editor.nodeRun.action')}
        title={t('editor.nodeRun.action')}
        onClick={() => setOpen(true)}
      />
      <Modal
        title={t('editor.nodeRun.title', { id: props.node.id })}
        visible={open}
        footer={null}
        unmountOnExit
        onCancel={() => setOpen(false)}
      >
        <NodeRunForm {...props} />
      </Modal>
    </>
  );
}
