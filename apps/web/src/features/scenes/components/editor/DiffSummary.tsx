import { useTranslation } from 'react-i18next';
import { isSameGraph, type GraphDiff } from './diff';
import styles from './Editor.module.css';

/** A diff in a few lines: nodes added, removed, changed, moved; edges added and removed. */
export function DiffSummary({ diff }: { diff: GraphDiff }) {
  const { t } = useTranslation('scenes');
  if (isSameGraph(diff)) return <p className={styles.muted}>{t('editor.diff.same')}</p>;
  const rows: [string, string[]][] = [
    [t('editor.diff.added'), diff.added],
    [t('editor.diff.removed'), diff.removed],
    [t('editor.diff.changed'), diff.changed],
    [t('editor.diff.moved'), diff.moved],
    [t('editor.diff.edgesAdded'), diff.edgesAdded],
    [t('editor.diff.edgesRemoved'), diff.edgesRemoved],
  ];
  return (
    <ul className={styles.diff} data-testid="graph-diff">
      {rows
        .filter(([, ids]) => ids.length)
        .map(([label, ids]) => (
          <li key={label}>
            <span className={styles.diffLabel}>
              {t('editor.diff.count', { label, count: ids.length })}
            </span>
            <code>{ids.join(', ')}</code>
          </li>
        ))}
      {diff.variablesChanged ? <li>{t('editor.diff.variables')}</li> : null}
      {diff.notesChanged ? <li>{t('editor.diff.notes')}</li> : null}
    </ul>
  );
}
