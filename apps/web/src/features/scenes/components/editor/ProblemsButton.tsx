import { Button, Popover } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popover/style/css.js';
import { IconCheckCircle, IconExclamationCircle } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorState } from './context';
import type { Problem } from './problems';
import styles from './Editor.module.css';

/** "3 个问题": the graph's problems; clicking one selects (and shows) where it is. */
export function ProblemsButton({ onFocus }: { onFocus: (problem: Problem) => void }) {
  const { t } = useTranslation('scenes');
  const { problems } = useEditor();
  const nodes = useEditorState((s) => s.doc.graph.nodes);
  const count = problems.all.length;
  if (!count)
    return (
      <span className={styles.noProblems}>
        <IconCheckCircle /> {t('editor.problems.none')}
      </span>
    );
  const where = (p: Problem) => {
    if (p.nodeId) {
      const node = nodes.find((n) => n.id === p.nodeId);
      return node?.title || p.nodeId;
    }
    if (p.edgeId) return t('editor.problems.edge');
    return t('editor.problems.scene');
  };
  const list = (
    <ul className={styles.problemList} data-testid="problem-list">
      {problems.all.map((p, i) => (
        <li key={`${p.nodeId ?? p.edgeId ?? ''}-${i}`}>
          <button type="button" onClick={() => onFocus(p)}>
            <strong>{where(p)}</strong>
            <span>{p.message}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <Popover content={list} trigger="click" position="bottom" title={t('editor.problems.title')}>
      <Button
        size="small"
        status="warning"
        icon={<IconExclamationCircle />}
        data-testid="problems-button"
      >
        {t('editor.problems.count', { count })}
      </Button>
    </Popover>
  );
}
