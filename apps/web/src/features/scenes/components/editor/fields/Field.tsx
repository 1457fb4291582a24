import type { ReactNode } from 'react';
import styles from '../Panel.module.css';

interface Props {
  /** The control's id: the label points at it (none for a list of controls). */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Extra on the label's line (a switch, a count). */
  extra?: ReactNode;
  children: ReactNode;
}

/** One setting: its label, the control, a hint and the problem with it, if any. */
export function Field({ id, label, hint, error, extra, children }: Props) {
  return (
    <div className={error ? `${styles.field} ${styles.fieldError}` : styles.field}>
      <div className={styles.fieldHead}>
        {id ? (
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
        ) : (
          <span className={styles.label}>{label}</span>
        )}
        {extra}
      </div>
      {children}
      {hint ? <div className={styles.hint}>{hint}</div> : null}
      {error ? (
        <div className={styles.error} data-testid="field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A control's id in the panel, from the node and the settings path it edits. */
export const fieldId = (nodeId: string, path: string) =>
  `scene-${nodeId}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
